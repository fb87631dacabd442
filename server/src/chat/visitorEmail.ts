import { isOneEmailAddress } from '@bookcraft/shared/contracts';
import type { SocketServer } from '../realtime/socketTypes';
import type { Database } from '../db/database';
import { linkByEmail } from '../people/links';
import { relayToStaff } from '../visitors/relay';
import { updateFormFields } from '../visitors/repository';

/**
 * Whether the visitor's e-mail is on record (left in the chat, or typed into a lead form) as one address
 * answers can be mailed to. One stored before issue 26 that is not (a list, or half-typed) is not known:
 * the widget asks for an address again, and answers are not mailed to it (chat/awayMail.ts).
 */
export async function visitorEmailKnown(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db.query<{ email: string | null }>('SELECT email FROM customers WHERE id = $1', [customerId]);
  return isOneEmailAddress(row?.email);
}

/**
 * The e-mail a visitor leaves in the chat goes on their record, where staff see it at once; answers written after they have gone are mailed there.
 * In the same transaction the visitor is linked to the others who gave that address (one person).
 */
export async function saveVisitorEmail(db: Database, io: SocketServer, customerId: string, email: string, at: Date): Promise<void> {
  const contact = await db.transaction(async (tx) => {
    const saved = await updateFormFields(tx, customerId, { email });
    await linkByEmail(tx, customerId, email, at);
    return saved;
  });
  relayToStaff(io, { type: 'customer', customerId, ...contact });
}
