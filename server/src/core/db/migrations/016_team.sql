-- A seat for every member. The account configured by STAFF_EMAIL becomes the first admin
-- (app start makes it one); members are invited, can be deactivated, and their sessions end with it.
ALTER TABLE staff_accounts ADD COLUMN role text NOT NULL DEFAULT 'agent' CHECK (role IN ('admin', 'agent'));
ALTER TABLE staff_accounts ADD COLUMN deactivated_at timestamptz;
-- When routing last gave this member a conversation: among members with as few open ones, the one waiting longest is next.
ALTER TABLE staff_accounts ADD COLUMN last_assigned_at timestamptz;
-- The account STAFF_EMAIL names: when the variable names another address, this one is deactivated.
ALTER TABLE staff_accounts ADD COLUMN configured boolean NOT NULL DEFAULT false;
UPDATE staff_accounts SET role = 'admin', configured = true;

-- Invitation and password-reset links: only a hash of each link's token is kept; a link works once, until it expires.
CREATE TABLE staff_links (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  email text NOT NULL,
  role text CHECK (role IN ('admin', 'agent')),
  staff_id uuid REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_links_email ON staff_links (email);

-- Who did what, and when: sign-ins, invitations, role changes, deactivations, assignments, transfers, closes, exports, erasures.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  actor_name text,
  action text NOT NULL,
  subject text,
  detail text
);
CREATE INDEX audit_log_at ON audit_log (at DESC);

-- Assignment: chat_rooms.agent_id is the assignee (or none); when it was given, to route stale ones again.
ALTER TABLE chat_rooms ADD COLUMN assigned_at timestamptz;
-- The private line of context of the last transfer, and who wrote it: staff see it, visitors never.
ALTER TABLE chat_rooms ADD COLUMN handover_note text;
ALTER TABLE chat_rooms ADD COLUMN handover_by text;
-- The last visitor message the assignee was e-mailed about, so each unanswered message is mailed once.
ALTER TABLE chat_rooms ADD COLUMN reminded_message_id bigint NOT NULL DEFAULT 0;
CREATE INDEX chat_rooms_open_assignee ON chat_rooms (agent_id) WHERE closed_at IS NULL;
