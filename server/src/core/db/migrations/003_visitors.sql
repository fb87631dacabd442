-- Visitors (customers in the requirements' words), where they came from, what they read, and their presence.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company text NOT NULL,
  fingerprint_id text NOT NULL DEFAULT '',
  canvas_hash text NOT NULL DEFAULT '',
  audio_hash text NOT NULL DEFAULT '',
  screen_resolution text NOT NULL DEFAULT '',
  timezone text NOT NULL DEFAULT '',
  os text NOT NULL DEFAULT '',
  landing_page text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  utm_source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  utm_term text NOT NULL DEFAULT '',
  gclid text NOT NULL DEFAULT '',
  traffic_source text NOT NULL DEFAULT 'organic',
  current_page text NOT NULL DEFAULT '',
  presence text NOT NULL DEFAULT 'active',
  name text,
  email text,
  phone text,
  lead boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_last_seen ON customers (last_seen_at DESC);

CREATE TABLE customer_utm (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  utm_campaign text NOT NULL,
  keyword text NOT NULL,
  gclid text NOT NULL,
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_utm_customer ON customer_utm (customer_id);

CREATE TABLE page_visits (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  path text NOT NULL,
  visited_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_visits_customer ON page_visits (customer_id, visited_at);

CREATE TABLE presence_changes (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  status text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_rooms (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  current_page text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_rooms_customer ON chat_rooms (customer_id);
