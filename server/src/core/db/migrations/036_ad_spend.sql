-- Ad spend (docs/revenue.md, "Ad spend"): what each campaign cost on each day, as an admin uploaded it
-- from an ad platform's report. A later upload of the same day and campaign replaces its figure.
CREATE TABLE ad_spend (
  day date NOT NULL,
  platform text NOT NULL CHECK (platform IN ('google', 'meta', 'microsoft', 'other')),
  campaign text NOT NULL,
  -- In the currency's minor unit (cents).
  cost_cents bigint NOT NULL CHECK (cost_cents >= 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  uploaded_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (platform, campaign, day)
);
CREATE INDEX ad_spend_day ON ad_spend (day);
