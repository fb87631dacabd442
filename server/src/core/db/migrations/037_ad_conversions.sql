-- Conversions told to the ad platforms (docs/ad-platforms.md): when a deal reaches a stage the admin
-- maps to a conversion, each platform that brought the person hears of it through this outbox.

-- Each platform's endpoint and credentials (admins' settings); off until an admin turns it on.
CREATE TABLE ad_platforms (
  platform text PRIMARY KEY CHECK (platform IN ('google', 'meta', 'microsoft')),
  enabled boolean NOT NULL DEFAULT false,
  endpoint text NOT NULL,
  -- Google Ads' customer id, Meta's dataset (pixel) id, Microsoft Advertising's account id.
  account_id text NOT NULL DEFAULT '',
  -- Microsoft Advertising's customer id (the manager of the account); unused by the others.
  customer_id text NOT NULL DEFAULT '',
  access_token text NOT NULL DEFAULT '',
  developer_token text NOT NULL DEFAULT '',
  -- The team's consent to send the hashed e-mail and phone with a conversion (Google's enhanced
  -- conversions for leads, Meta's user data).
  share_contacts boolean NOT NULL DEFAULT false,
  -- Google Ads' conversion action id for each mapped stage, by the stage's id.
  conversion_actions jsonb NOT NULL DEFAULT '{}'
);
INSERT INTO ad_platforms (platform, endpoint) VALUES
  ('google', 'https://googleads.googleapis.com/v21'),
  ('meta', 'https://graph.facebook.com/v23.0'),
  ('microsoft', 'https://campaign.api.bingads.microsoft.com/CampaignManagement/v13');

-- The stages whose arrival is a conversion: at first the consultation stage and the won one.
CREATE TABLE ad_conversion_stages (
  stage_id uuid PRIMARY KEY REFERENCES deal_stages (id) ON DELETE CASCADE
);
INSERT INTO ad_conversion_stages SELECT id FROM deal_stages WHERE kind IN ('consultation', 'won');

-- One row per platform, deal and stage: queued (pending) with the conversion it sends, fixed then,
-- sent, failed after its last try, or skipped with the reason (nothing is sent).
CREATE TABLE ad_conversions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  platform text NOT NULL,
  deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  stage_name text NOT NULL,
  -- The id the platform deduplicates by (Google's order id, Meta's event id).
  event_id text NOT NULL,
  click_id text NOT NULL DEFAULT '',
  converted_at timestamptz NOT NULL,
  conversion jsonb,
  status text NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  created_at timestamptz NOT NULL,
  next_attempt_at timestamptz,
  give_up_at timestamptz,
  sent_at timestamptz,
  lease_owner text,
  lease_until timestamptz,
  UNIQUE (platform, deal_id, stage_name)
);
CREATE INDEX ad_conversions_due ON ad_conversions (next_attempt_at) WHERE status = 'pending';
CREATE INDEX ad_conversions_created ON ad_conversions (created_at DESC);
