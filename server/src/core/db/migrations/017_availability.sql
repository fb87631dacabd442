-- Who can answer. Each member is available or away (their choice in the console); a closed console is offline.
ALTER TABLE staff_accounts ADD COLUMN availability text NOT NULL DEFAULT 'available' CHECK (availability IN ('available', 'away'));

-- How many console sockets each member has open on each server node, valid until seen_until: each node
-- writes its own rows as consoles come and go and refreshes them on a heartbeat, so the rows of a node
-- that died run out. Every node reads the same table, with Redis or without.
CREATE TABLE staff_presence (
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  node text NOT NULL,
  consoles integer NOT NULL CHECK (consoles >= 0),
  seen_until timestamptz NOT NULL,
  PRIMARY KEY (staff_id, node)
);

-- The team's settings: exactly one row. Working hours are a week of { opens, closes } (HH:MM in time_zone) or null for a day off.
CREATE TABLE team_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  time_zone text NOT NULL DEFAULT 'America/New_York',
  working_hours jsonb NOT NULL,
  auto_assign boolean NOT NULL DEFAULT true,
  agent_cap integer NOT NULL DEFAULT 5,
  reassign_after_ms integer NOT NULL DEFAULT 180000,
  unanswered_mail_after_ms integer NOT NULL DEFAULT 300000
);
INSERT INTO team_settings (working_hours) VALUES (
  '{"monday":{"opens":"09:00","closes":"17:00"},"tuesday":{"opens":"09:00","closes":"17:00"},"wednesday":{"opens":"09:00","closes":"17:00"},"thursday":{"opens":"09:00","closes":"17:00"},"friday":{"opens":"09:00","closes":"17:00"},"saturday":null,"sunday":null}'
);
