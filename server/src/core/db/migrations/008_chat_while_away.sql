-- A visitor may write while no one is online: sales hear of it once per conversation (sales_told_at),
-- and an agent's answers to a visitor who has left wait here, to go to the visitor's e-mail together.
ALTER TABLE chat_rooms ADD COLUMN sales_told_at timestamptz;

CREATE TABLE chat_reply_mail_queue (
  message_id bigint PRIMARY KEY REFERENCES chat_messages (id) ON DELETE CASCADE,
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  -- Where the agent reached the site, for the link back when SITE_URL is not set.
  site_origin text NOT NULL,
  due_at timestamptz NOT NULL
);
CREATE INDEX chat_reply_mail_queue_room ON chat_reply_mail_queue (room_id, due_at);
