import { isOneEmailAddress } from '@bookcraft/shared/contracts';
import type { SocketServer } from '../core/socketServer';
import type { Database } from '../core/db/database';
import { claimEmail } from '../people/emailProof';
import { relayToStaff } from '../visitors/relay';
import { updateFormFields } from '../visitors/repository';

/**
 * Whether the visitor's e-mail is on record (left in the chat, or typed into a lead form) as one address
 * answers can be mailed to. One stored by an older version that is not (a list, or half-typed) is not known:
 * the widget asks for an address again, and answers are not mailed to it (chat/awayMail.ts).
 */
export async function visitorEmailKnown(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db.query<{ email: string | null }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return isOneEmailAddress(row?.email);
}

/**
 * The e-mail a visitor leaves in the chat goes on their record, where staff see it at once; answers written after they have gone are mailed there.
 * In the same transaction the address is mailed a link to confirm it (people/emailProof.ts): typed, it is a claim and links no one.
 */
export async function saveVisitorEmail(db: Database, io: SocketServer, visitor: { customerId: string; email: string; at: Date; siteUrl: string }): Promise<boolean> {
  const { customerId, email, at, siteUrl } = visitor;
  const { contact, mailed } = await db.transaction(async (tx) => {
    const saved = await updateFormFields(tx, customerId, { email }, at);
    return { contact: saved, mailed: await claimEmail(tx, { visitorId: customerId, email, in: 'chat', at, siteUrl }) };
  });
  relayToStaff(io, { type: 'customer', customerId, ...contact });
  return mailed;
}
