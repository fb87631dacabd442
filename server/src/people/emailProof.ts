import { randomBytes } from 'node:crypto';
import { isOneEmailAddress } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { hashToken } from '../staff/sessions';
import { normalizedEmail } from './addresses';
import { linkByProof } from './links';
import { lockArgs } from '../core/locks';

// An e-mail a visitor types is a claim (docs/team.md, "One person, one timeline"). The address is mailed
// a link; the one who reads that mailbox confirms it, and only then is the visitor linked with others
// who proved the same address.

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** One confirmation mail per visitor and address in this long, and at most MAILS_PER_ADDRESS to one address: typing someone's address floods no mailbox. */
const MAIL_PERIOD_MS = 24 * 60 * 60_000;
const MAILS_PER_ADDRESS = 3;

/** Where the visitor gave the address, as the mail tells the reader. */
export type ClaimedIn = 'chat' | 'enquiry';

interface Claim {
  visitorId: string;
  email: string;
  in: ClaimedIn;
  at: Date;
  /** The site's origin, as links in mails name it. */
  siteUrl: string;
}

const confirmationLink = (siteUrl: string, token: string) => `${siteUrl}/confirm-email?token=${token}`;

function confirmationMail(to: string, claim: Claim, link: string, expiresAt: Date) {
  const where = claim.in === 'chat' ? 'in a chat' : 'with an enquiry';
  return {
    to,
    subject: 'Please confirm your e-mail address for Book Craft',
    body: [
      'Thank you for contacting Book Craft.',
      '',
      `This address was given on our site ${where} on ${claim.at.toUTCString()}. If that was you, confirm it here, so that our team keeps your conversations and enquiries together:`,
      '',
      link,
      '',
      `The link works once, until ${expiresAt.toUTCString()}. If it was not you, ignore this mail: nothing is linked to your address.`,
    ].join('\n'),
  };
}

/**
 * Records that a visitor gave an address, in the transaction that stores it, and mails the address a
 * confirmation link through the outbox: unless the visitor proved it already, was sent one for it in the
 * last day, or the address had its share of confirmation mails. Resolves to whether a mail was queued.
 */
export async function claimEmail(tx: Queryable, claim: Claim): Promise<boolean> {
  const address = normalizedEmail(claim.email);
  if (!isOneEmailAddress(address)) return false;
  await tx.query(`SELECT pg_advisory_xact_lock(${lockArgs('emailAddress', '$1')})`, [address]);
  const since = new Date(claim.at.getTime() - MAIL_PERIOD_MS);
  const [state] = await tx.query<{ proven: boolean; mailed: boolean; to_address: number }>(
    `SELECT EXISTS (SELECT 1 FROM email_proofs WHERE customer_id = $1 AND email = $2) AS proven,
       EXISTS (SELECT 1 FROM email_confirmations WHERE customer_id = $1 AND email = $2 AND created_at > $3) AS mailed,
       (SELECT count(*)::int FROM email_confirmations WHERE email = $2 AND created_at > $3) AS to_address`,
    [claim.visitorId, address, since],
  );
  if (!state || state.proven || state.mailed || state.to_address >= MAILS_PER_ADDRESS) return false;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(claim.at.getTime() + CONFIRMATION_TTL_MS);
  await tx.query('INSERT INTO email_confirmations (token_hash, customer_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashToken(token),
    claim.visitorId,
    address,
    claim.at,
    expiresAt,
  ]);
  const mail = confirmationMail(claim.email.trim(), claim, confirmationLink(claim.siteUrl, token), expiresAt);
  await tx.query('INSERT INTO mail_outbox (recipient, subject, body, customer_id) VALUES ($1, $2, $3, $4)', [mail.to, mail.subject, mail.body, claim.visitorId]);
  return true;
}

/** What opening a confirmation link finds: the address it is for, or why it no longer works. */
export type Confirmation = { state: 'usable' | 'confirmed'; email: string } | { state: 'used' | 'expired' | 'unknown' };

async function stateOf(db: Queryable, tokenHash: string, at: Date): Promise<Confirmation> {
  const [row] = await db.query<{ email: string; used_at: Date | null; expires_at: Date }>('SELECT email, used_at, expires_at FROM email_confirmations WHERE token_hash = $1', [tokenHash]);
  if (!row) return { state: 'unknown' };
  if (row.used_at) return { state: 'used' };
  return new Date(row.expires_at) <= at ? { state: 'expired' } : { state: 'usable', email: row.email };
}

/** The link as the page shows it before the reader confirms (a mail scanner's GET confirms nothing). */
export const confirmationOf = (db: Queryable, token: string, at: Date) => stateOf(db, hashToken(token), at);

/**
 * The reader confirms: the link is used up, the visitor it was mailed for has proved the address, and
 * they are linked with the other visitors who proved it, in one transaction.
 */
export async function confirmEmail(db: Database, token: string, at: Date): Promise<Confirmation> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [used] = await tx.query<{ customer_id: string; email: string }>(
      `UPDATE email_confirmations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING customer_id::text AS customer_id, email`,
      [tokenHash, at],
    );
    if (!used) return stateOf(tx, tokenHash, at);
    await tx.query('INSERT INTO email_proofs (customer_id, email, proven_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [used.customer_id, used.email, at]);
    await linkByProof(tx, used.customer_id, used.email, at);
    return { state: 'confirmed', email: used.email };
  });
}
