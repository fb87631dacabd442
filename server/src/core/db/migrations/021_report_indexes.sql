-- Reports: a range's conversations are found by the visitor's first message, and each one's first member reply.
CREATE INDEX chat_messages_visitor_time ON chat_messages (created_at) WHERE sender_role = 'visitor';
CREATE INDEX chat_messages_room_sender_time ON chat_messages (room_id, sender_role, created_at);
