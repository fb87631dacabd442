-- First and last touch. A touch is one value, written once and read whole (the API's
-- touchSchema: utm_*, the five click ids, landing page, referring domain and when), so it is kept as
-- jsonb rather than thirteen columns per table. The existing utm_*/gclid/traffic_source columns
-- keep meaning the first touch: the visitors list, the dashboard and the reports read them as before.

-- The visitor's first touch, as registered.
ALTER TABLE customers ADD COLUMN first_touch jsonb;
-- Each later arrival that was not direct; NULL for a direct one and for a search keyword alone.
ALTER TABLE customer_utm ADD COLUMN touch jsonb;
-- The lead's first touch and its last (the visitor's last non-direct arrival before the lead, or the first touch).
ALTER TABLE leads ADD COLUMN first_touch jsonb;
ALTER TABLE leads ADD COLUMN last_touch jsonb;

-- What was stored before, as touches: the parameters the old columns held, the rest empty.
UPDATE customers SET first_touch = jsonb_build_object(
  'utm_source', utm_source, 'utm_medium', utm_medium, 'utm_campaign', utm_campaign, 'utm_term', utm_term, 'utm_content', '',
  'gclid', gclid, 'fbclid', '', 'msclkid', '', 'li_fat_id', '', 'ttclid', '',
  'landingPage', landing_page, 'referrer', '', 'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
UPDATE customer_utm SET touch = jsonb_build_object(
  'utm_source', '', 'utm_medium', '', 'utm_campaign', utm_campaign, 'utm_term', keyword, 'utm_content', '',
  'gclid', gclid, 'fbclid', '', 'msclkid', '', 'li_fat_id', '', 'ttclid', '',
  'landingPage', '', 'referrer', '', 'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
WHERE utm_campaign <> '' OR gclid <> '';
UPDATE leads SET first_touch = jsonb_build_object(
  'utm_source', utm_source, 'utm_medium', utm_medium, 'utm_campaign', utm_campaign, 'utm_term', utm_term, 'utm_content', '',
  'gclid', gclid, 'fbclid', '', 'msclkid', '', 'li_fat_id', '', 'ttclid', '',
  'landingPage', '', 'referrer', '', 'at', NULL);
UPDATE leads SET last_touch = first_touch;
