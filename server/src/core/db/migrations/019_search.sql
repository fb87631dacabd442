-- One search box over messages, notes, visitors and leads (server/src/search/).
-- Words people write (messages, notes, a lead's message) are stemmed as English, so "memoirs" finds
-- "memoir"; names, e-mails and phone numbers are kept as written ('simple'), with an e-mail also cut
-- into its parts and a phone number also as its digits and its last 7 to 10 digits, so "ada",
-- "example.com", "555 0100" and "5550100" all find ada@example.com and +1 (555) 0100.
-- Its high COST tells the planner that computing it row by row is dear: it reads the GIN index instead.
CREATE FUNCTION search_contact(name text, email text, phone text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$ SELECT pg_catalog.to_tsvector('pg_catalog.simple', concat_ws(' ', name, email, regexp_replace(email, '[^[:alnum:]]+', ' ', 'g'), regexp_replace(phone, '[^0-9]+', ' ', 'g'), regexp_replace(phone, '[^0-9]+', '', 'g'), right(regexp_replace(phone, '[^0-9]+', '', 'g'), 10), right(regexp_replace(phone, '[^0-9]+', '', 'g'), 9), right(regexp_replace(phone, '[^0-9]+', '', 'g'), 8), right(regexp_replace(phone, '[^0-9]+', '', 'g'), 7))) $$;

-- Messages are many and long: their vector is stored, so ranking reads it rather than parsing each match again.
-- The server's own lines ("Maria joined the conversation") are never found.
ALTER TABLE chat_messages ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (CASE WHEN sender_role = 'system' THEN NULL ELSE to_tsvector('english', content) END) STORED;
CREATE INDEX chat_messages_search ON chat_messages USING gin (search_vector);

CREATE INDEX chat_notes_search ON chat_notes USING gin (to_tsvector('english', content));
CREATE INDEX customers_search ON customers USING gin (search_contact(name, email, phone));
-- A lead: what it asks, in English, and who sent it, as written (text || text, unlike concat_ws, may stand in an index).
CREATE INDEX leads_search ON leads USING gin ((to_tsvector('english', message) || search_contact(coalesce(full_name, coalesce(first_name, '') || ' ' || coalesce(last_name, '')), email, phone)));
