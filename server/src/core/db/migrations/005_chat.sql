-- The chat: who took a conversation, its escalation and rating, every message, and uploaded images.
ALTER TABLE chat_rooms ADD COLUMN escalated_at timestamptz;
ALTER TABLE chat_rooms ADD COLUMN agent_email text;
ALTER TABLE chat_rooms ADD COLUMN closed_at timestamptz;
ALTER TABLE chat_rooms ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE chat_rooms ADD COLUMN staff_read_id bigint NOT NULL DEFAULT 0;
ALTER TABLE chat_rooms ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE chat_media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- client_id makes a resent message land once: (room, client id) is unique.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  client_id text,
  sender_role text NOT NULL CHECK (sender_role IN ('visitor', 'agent', 'system')),
  sender_name text,
  content text NOT NULL,
  attachment_id uuid REFERENCES chat_media (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (room_id, client_id)
);
CREATE INDEX chat_messages_room ON chat_messages (room_id, id);
