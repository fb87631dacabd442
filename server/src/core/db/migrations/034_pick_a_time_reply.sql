-- A shared saved reply that offers the free consultation (docs/consultations.md): the chat widget makes
-- the site's own paths links, so "/contact#pick-a-time" opens the times on the contact page. Admins may
-- edit or delete it like any shared reply; a team that already has a shared /pick-a-time keeps theirs.
INSERT INTO saved_replies (owner_id, shortcut, content, created_at)
SELECT NULL, 'pick-a-time', 'You can choose a time for your free consultation call here, and we will call you then: /contact#pick-a-time', now()
WHERE NOT EXISTS (SELECT 1 FROM saved_replies WHERE owner_id IS NULL AND lower(shortcut) = 'pick-a-time');
