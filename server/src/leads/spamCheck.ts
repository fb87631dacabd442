import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { z } from 'zod';
import type { LeadChallenge } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import type { Clock } from '../core/clock';
import { sameSecret } from '../core/sameSecret';
import { readFormToken, signFormToken } from './spamFormToken';

/** How long a lead form's challenge may be solved and sent with a lead. */
const LEAD_CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * The largest number the browser may have to try (it tries 0, 1, … until one fits: half of this on
 * average). Measured with crypto.subtle in Chromium on the shared 2-core CI machine under load
 * (docs/spam.md): about 50 µs a hash, so 0.5 s at worst and 0.25 s on average, all while the visitor types.
 */
const LEAD_CHALLENGE_MAX_NUMBER = 10_000;
/**
 * How long a page's form token (the no-JavaScript path) may be posted: a page stays open while
 * its visitor writes, and the token is issued when the page is sent, not when the form is started.
 */
const FORM_TOKEN_TTL_MS = 2 * 60 * 60_000;
/** Expired used challenges are deleted at most this often per node. */
const CLEANUP_EVERY_MS = 60_000;

/** Why a lead is spam, checked in this order (docs/spam.md). */
const SPAM_REASONS = ['honeypot', 'no-challenge', 'challenge-invalid', 'challenge-reused', 'too-fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/**
 * A valid solution or form token, which counts once: its use is recorded by the statement that stores its lead
 * (leads/intake.ts, with `recordUseSql`), so a lead costs one commit. Used before, the lead is 'challenge-reused'.
 */
export interface ChallengeUse {
  /** The solution's signature, or `form-token:<nonce>`. */
  key: string;
  /** Until when it is remembered: as long as it could be sent at all. */
  expiresAt: Date;
  /** The lead's Idempotency-Key: only a retry of the same lead may bring the same solution again. */
  idempotencyKey: string | null;
}

/** What a lead's challenge says: spam for `reason` (or, when its `use` was recorded before, as 'challenge-reused'). */
export interface SpamVerdict {
  reason?: SpamReason;
  use?: ChallengeUse;
}

/**
 * The part of a statement that records a use: a row when it is the first (or the same lead's retry). Its
 * placeholders are the caller's (the use's key, expiry and Idempotency-Key); a null key records nothing.
 */
export const recordUseSql = (key: string, expiresAt: string, idempotencyKey: string) => `
  INSERT INTO used_lead_challenges (signature, expires_at, idempotency_key)
  SELECT ${key}::text, ${expiresAt}::timestamptz, ${idempotencyKey}::text WHERE ${key}::text IS NOT NULL
  ON CONFLICT (signature) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE used_lead_challenges.idempotency_key = EXCLUDED.idempotency_key
  RETURNING signature`;

export interface LeadChallenges {
  /** A new challenge, signed, issued now by the server's clock. */
  issue(): Promise<LeadChallenge>;
  /**
   * What the lead's challenge says. A valid solution counts once (its `use`, recorded with the lead): only a
   * retry of the same lead (the same Idempotency-Key, which the intake answers as the first) may bring it again.
   */
  judge(lead: { altcha?: string; website?: string }, idempotencyKey?: string): Promise<SpamVerdict>;
  /** A form token for a page the server sends (docs/spam.md, "Without JavaScript"), issued now. */
  issueFormToken(): string;
  /** What a form posted without scripts says, by its token as `judge` by a solution: used once, except by a resend of the same lead. */
  judgePostedForm(form: { formToken?: string; website?: string }, idempotencyKey: string): Promise<SpamVerdict>;
}

/** ALTCHA's solution payload (base64 JSON), as the browser sends it in the lead's `altcha`. */
const solutionSchema = z.strictObject({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().max(200),
  number: z.number().int().min(0).max(LEAD_CHALLENGE_MAX_NUMBER),
  salt: z.string().max(200),
  signature: z.string().max(200),
});
type Solution = z.output<typeof solutionSchema>;

function parseSolution(altcha: string): Solution | undefined {
  try {
    const result = solutionSchema.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the solution is the work its signed challenge asked for: ALTCHA's check (the challenge is the
 * SHA-256 of salt and number, the signature its HMAC), done with node:crypto at once rather than the
 * library's WebCrypto, which costs a thread-pool job and a key import per lead (bench: a tenth of the
 * server's time at 1,000 leads a second).
 */
function solves(solution: Solution, hmacKey: string): boolean {
  // The library ends every salt with '&', so that parameters cannot be spliced into the number.
  const salt = solution.salt.endsWith('&') ? solution.salt : `${solution.salt}&`;
  const challenge = createHash('sha256').update(`${salt}${solution.number}`).digest('hex');
  const signature = createHmac('sha256', hmacKey).update(challenge).digest('hex');
  return sameSecret(solution.challenge, challenge) && sameSecret(solution.signature, signature);
}

/** When the challenge was issued (ms), from its salt's parameters: signed with the rest. */
function issuedAt(solution: Solution): number | undefined {
  const issued = Number(new URLSearchParams(solution.salt.split('?')[1] ?? '').get('issued'));
  return Number.isSafeInteger(issued) && issued > 0 ? issued : undefined;
}

/**
 * The key signing challenges: LEAD_CHALLENGE_KEY, or one generated once and kept in the database,
 * as the visitor token secret is, so that every node and every restart agrees.
 */
async function challengeKey(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('lead_challenge_key', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'lead_challenge_key'`);
  return row!.value;
}

export async function loadLeadChallenges(db: Database, options: { configuredKey?: string; minFillMs: number; clock: Clock }): Promise<LeadChallenges> {
  const hmacKey = await challengeKey(db, options.configuredKey);
  const { clock, minFillMs } = options;
  let lastCleanup = 0;

  /** A use of a solution (by its signature) or a form token (by its nonce) to record with its lead; expired uses are deleted now and then. */
  async function use(key: string, expiresAt: number, idempotencyKey: string | undefined): Promise<ChallengeUse> {
    const now = clock.now().getTime();
    if (now - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now;
      await db.query('DELETE FROM used_lead_challenges WHERE expires_at < $1', [new Date(now)]);
    }
    return { key, expiresAt: new Date(expiresAt), idempotencyKey: idempotencyKey ?? null };
  }

  return {
    async issue() {
      const issued = clock.now().getTime();
      const challenge = await createChallenge({
        hmacKey,
        maxnumber: LEAD_CHALLENGE_MAX_NUMBER,
        expires: new Date(issued + LEAD_CHALLENGE_TTL_MS),
        params: { issued: String(issued) },
      });
      return { ...challenge, algorithm: 'SHA-256', maxnumber: LEAD_CHALLENGE_MAX_NUMBER };
    },
    async judge(lead, idempotencyKey) {
      if (lead.website?.trim()) return { reason: 'honeypot' };
      if (!lead.altcha) return { reason: 'no-challenge' };
      const solution = parseSolution(lead.altcha);
      const issued = solution && issuedAt(solution);
      // Expiry is read from the server's clock (the library would read the machine's).
      if (!solution || !issued || !solves(solution, hmacKey)) return { reason: 'challenge-invalid' };
      const now = clock.now().getTime();
      if (now > issued + LEAD_CHALLENGE_TTL_MS) return { reason: 'challenge-invalid' };
      return { use: await use(solution.signature, issued + LEAD_CHALLENGE_TTL_MS, idempotencyKey), ...(now - issued < minFillMs && { reason: 'too-fast' }) };
    },
    issueFormToken: () => signFormToken(hmacKey, clock.now().getTime()),
    async judgePostedForm(form, idempotencyKey) {
      if (form.website?.trim()) return { reason: 'honeypot' };
      if (!form.formToken) return { reason: 'no-challenge' };
      const token = readFormToken(hmacKey, form.formToken);
      const now = clock.now().getTime();
      if (!token || now > token.issuedAt + FORM_TOKEN_TTL_MS) return { reason: 'challenge-invalid' };
      return { use: await use(`form-token:${token.nonce}`, token.issuedAt + FORM_TOKEN_TTL_MS, idempotencyKey), ...(now - token.issuedAt < minFillMs && { reason: 'too-fast' }) };
    },
  };
}
