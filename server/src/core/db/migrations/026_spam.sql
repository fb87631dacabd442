-- Spam kept out (docs/spam.md). A solved lead challenge counts once: its signature is
-- kept until the challenge expires, here so that every node agrees.
CREATE TABLE used_lead_challenges (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  -- The Idempotency-Key of the lead that used it: a retry of that same lead may use it again.
  idempotency_key text
);
CREATE INDEX used_lead_challenges_expiry ON used_lead_challenges (expires_at);

-- "Not spam": who took a lead out of the Spam folder, and when (its bot_reason is kept).
ALTER TABLE leads ADD COLUMN not_spam_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN not_spam_at timestamptz;
-- The Spam folder's one question: the spam, newest first.
CREATE INDEX leads_spam ON leads (created_at DESC) WHERE suspected_bot;
