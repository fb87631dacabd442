-- Deals (docs/deals.md): an opportunity a member opened on a person, from their lead, booked
-- consultation or conversation, moved through the admin's stages to won or lost.

-- The stages, in the admin's order. `kind` says what a stage means to the product: a booked
-- consultation moves an earlier deal to the `consultation` stage, `won` and `lost` close a deal;
-- there is one of each of those three, and any number of other (`open`) stages.
CREATE TABLE deal_stages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('open', 'consultation', 'won', 'lost'))
);
CREATE UNIQUE INDEX deal_stages_one_of_each ON deal_stages (kind) WHERE kind <> 'open';
INSERT INTO deal_stages (name, position, kind) VALUES
  ('New', 1, 'open'), ('Consultation booked', 2, 'consultation'), ('Proposal sent', 3, 'open'), ('Won', 4, 'won'), ('Lost', 5, 'lost');

CREATE TABLE deals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The visitor the deal was opened on (the person is theirs: person_links), and what it was opened
  -- from: a lead (a booked consultation's too) or a conversation. Erasing any of them erases the deal.
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  lead_id uuid UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  room_id bigint UNIQUE REFERENCES chat_rooms (id) ON DELETE CASCADE,
  title text NOT NULL,
  stage_id uuid NOT NULL REFERENCES deal_stages (id),
  -- In the currency's minor unit (cents).
  amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  owner_id uuid NOT NULL REFERENCES staff_accounts (id),
  expected_close date,
  services text[] NOT NULL DEFAULT '{}',
  won_at timestamptz,
  lost_at timestamptz,
  lost_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (lead_id IS NOT NULL OR room_id IS NOT NULL)
);
CREATE INDEX deals_owner ON deals (owner_id, stage_id);
CREATE INDEX deals_customer ON deals (customer_id);

-- Each move of a deal from one stage to another: who (null for the product itself, when a booking
-- moved it), when, and the stages' names as they were then.
CREATE TABLE deal_moves (
  id bigserial PRIMARY KEY,
  deal_id uuid NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  from_stage text,
  to_stage text NOT NULL,
  moved_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  moved_by_name text,
  moved_at timestamptz NOT NULL
);
CREATE INDEX deal_moves_deal ON deal_moves (deal_id, moved_at);
