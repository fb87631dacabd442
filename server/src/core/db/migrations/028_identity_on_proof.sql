-- Identity on proof (docs/team.md, "One person, one timeline"): an e-mail a visitor types is a claim.
-- A visitor proves an address by confirming a link mailed to it; only visitors who proved the same
-- address are linked by it. A member's merge is a proposal until an admin confirms it.

-- The addresses a visitor proved (normalised: trimmed, lower case).
CREATE TABLE email_proofs (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  proven_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, email)
);
CREATE INDEX email_proofs_email ON email_proofs (email);

-- The confirmation links mailed to a claimed address: only the token's hash is kept; a link works once, until it expires.
CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_confirmations_email ON email_confirmations (email, created_at);
CREATE INDEX email_confirmations_customer ON email_confirmations (customer_id, email, created_at);
-- A confirmation mail is the visitor's: it goes when they are erased, and is on their timeline.
ALTER TABLE mail_outbox ADD COLUMN customer_id uuid REFERENCES customers (id) ON DELETE CASCADE;
CREATE INDEX mail_outbox_customer ON mail_outbox (customer_id) WHERE customer_id IS NOT NULL;

-- A member's proposal that two visitors are one person, waiting for an admin (the pair is kept in id order).
CREATE TABLE merge_proposals (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  other_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  proposed_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  proposed_by_name text,
  proposed_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, other_id),
  CHECK (customer_id < other_id)
);
CREATE INDEX merge_proposals_other ON merge_proposals (other_id);

-- Links made on a typed address alone were claims, not proof: they are undone. The visitors show as
-- "possibly the same person" to staff instead, and an admin merges them or they prove the address.
DELETE FROM person_links WHERE reason = 'email';
-- A person left with one visitor is none (its last link goes with it).
DELETE FROM people p WHERE (SELECT count(*) FROM person_links l WHERE l.person_id = p.id) < 2;
ALTER TABLE person_links DROP CONSTRAINT person_links_reason_check;
ALTER TABLE person_links ADD CONSTRAINT person_links_reason_check CHECK (reason IN ('proven email', 'manual'));

-- Member links: an admin revokes a pending invitation, and deactivating or demoting a member revokes
-- the links they made; each link has an id the Team tab names it by.
ALTER TABLE staff_links ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX staff_links_id ON staff_links (id);
ALTER TABLE staff_links ADD COLUMN revoked_at timestamptz;
CREATE INDEX staff_links_created_by ON staff_links (created_by) WHERE used_at IS NULL AND revoked_at IS NULL;
