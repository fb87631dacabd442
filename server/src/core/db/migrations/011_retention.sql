-- Retention and erasure (privacy/): mail about a chat names its room, so it goes with the conversation;
-- and the timestamps the retention job deletes by are indexed.
ALTER TABLE mail_outbox ADD COLUMN room_id bigint REFERENCES chat_rooms (id) ON DELETE CASCADE;
CREATE INDEX mail_outbox_room ON mail_outbox (room_id) WHERE room_id IS NOT NULL;
CREATE INDEX mail_outbox_delivered ON mail_outbox (delivered_at) WHERE delivered_at IS NOT NULL;
CREATE INDEX chat_rooms_last_activity ON chat_rooms (last_activity_at);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);
