-- What members add to a conversation. Notes are staff-only and live apart from chat_messages,
-- so nothing that reads a visitor's messages (frames, answers, transcripts, mails) can ever hold one.
CREATE TABLE chat_notes (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  author_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  author_name text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_notes_room ON chat_notes (room_id, id);

-- Who a note mentions (@name): each mention is shown in that member's console until read, and mailed once when they were offline.
CREATE TABLE note_mentions (
  note_id bigint NOT NULL REFERENCES chat_notes (id) ON DELETE CASCADE,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  read_at timestamptz,
  PRIMARY KEY (note_id, staff_id)
);
CREATE INDEX note_mentions_unread ON note_mentions (staff_id) WHERE read_at IS NULL;

-- Saved replies: shared ones (owner_id null, admins manage them) and each member's own.
CREATE TABLE saved_replies (
  id bigserial PRIMARY KEY,
  owner_id uuid REFERENCES staff_accounts (id) ON DELETE CASCADE,
  shortcut text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX saved_replies_shortcut ON saved_replies (coalesce(owner_id::text, ''), lower(shortcut));

-- Labels: an admin-managed list, put on conversations.
CREATE TABLE conversation_labels (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX conversation_labels_name ON conversation_labels (lower(name));

CREATE TABLE chat_room_labels (
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  label_id bigint NOT NULL REFERENCES conversation_labels (id) ON DELETE CASCADE,
  PRIMARY KEY (room_id, label_id)
);
CREATE INDEX chat_room_labels_label ON chat_room_labels (label_id);
