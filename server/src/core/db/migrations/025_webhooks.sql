-- Leads to the CRM (docs/webhooks.md): the endpoints admins add, and the webhook outbox.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  url text NOT NULL,
  secret text NOT NULL,
  events text[] NOT NULL,
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One event owed to one endpoint. Its id is the Idempotency-Key of every attempt; its payload is
-- fixed when it is queued (a lead edited or erased later changes no delivery already sent). A
-- delivery carrying a lead's or a conversation's data goes with them (erasure, retention).
-- Times are the server's clock (time/clock.ts); the lease is real time, as mail_outbox's.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event text NOT NULL,
  payload jsonb NOT NULL,
  lead_id uuid REFERENCES leads (id) ON DELETE CASCADE,
  room_id bigint REFERENCES chat_rooms (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  last_error text,
  next_attempt_at timestamptz NOT NULL,
  -- Attempts stop after this (24 hours after it was queued, or after "send again").
  give_up_at timestamptz NOT NULL,
  delivered_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL,
  lease_owner uuid,
  lease_until timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_lead ON webhook_deliveries (lead_id) WHERE lead_id IS NOT NULL;
CREATE INDEX webhook_deliveries_room ON webhook_deliveries (room_id) WHERE room_id IS NOT NULL;
