-- Leads, their consent records, idempotency keys and the notification outbox.
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_family text NOT NULL CHECK (form_family IN ('A', 'B')),
  form_type text NOT NULL,
  form_variant text,
  full_name text,
  first_name text,
  last_name text,
  email text NOT NULL,
  phone text NOT NULL,
  service text,
  genre text,
  manuscript_status text,
  package text,
  message text NOT NULL,
  link text,
  customer_id text,
  utm_source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  utm_term text NOT NULL DEFAULT '',
  gclid text NOT NULL DEFAULT '',
  traffic_source text NOT NULL DEFAULT 'organic',
  suspected_bot boolean NOT NULL DEFAULT false,
  bot_reason text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at ON leads (created_at DESC);

CREATE TABLE lead_consents (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  text_version text,
  given boolean NOT NULL,
  given_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text
);

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE delivered_at IS NULL;
