-- Visitors see who answers by a display name, never by the staff member's sign-in e-mail.
ALTER TABLE staff_accounts ADD COLUMN display_name text NOT NULL DEFAULT 'Book Craft consultant';
ALTER TABLE chat_rooms ADD COLUMN agent_id uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
ALTER TABLE chat_rooms ADD COLUMN agent_name text;
UPDATE chat_rooms r SET agent_id = a.id, agent_name = a.display_name FROM staff_accounts a WHERE a.email = r.agent_email;
UPDATE chat_rooms SET agent_name = 'Book Craft consultant' WHERE agent_email IS NOT NULL AND agent_name IS NULL;
ALTER TABLE chat_rooms DROP COLUMN agent_email;
