-- A consent record only where the form asked for consent (family B's text-message opt-in).
-- Family A forms ask none: intake stored a record for them all the same (given false, no text version).
DELETE FROM lead_consents c USING leads l WHERE l.id = c.lead_id AND l.form_family = 'A';
-- A consent record's IP address and browser go with the lead's (privacy/expiry.ts): where the
-- retention job has cleared the lead's already, the record's go now.
UPDATE lead_consents c SET ip = NULL, user_agent = NULL FROM leads l
WHERE l.id = c.lead_id AND l.ip IS NULL AND l.user_agent IS NULL AND (c.ip IS NOT NULL OR c.user_agent IS NOT NULL);
