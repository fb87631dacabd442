-- Booking the free consultation (docs/consultations.md). A booking is a lead (the person's name, e-mail,
-- phone and touches live there, and go with it when it is erased) and a call held on a member's calendar.
-- No member has two calls within the buffer of each other: `held` is the call and the buffer after it,
-- and the exclusion constraint refuses a second booked call whose held time meets it, whatever node
-- books it (an insert waits on the other's commit, then finds the conflict).
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

DELETE FROM consultations;
ALTER TABLE consultations
  ADD COLUMN lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The visitor's zone, for the times in their mails.
  ADD COLUMN visitor_zone text NOT NULL,
  ADD COLUMN held tstzrange NOT NULL,
  -- The invitation's SEQUENCE: raised by every change the calendars are sent.
  ADD COLUMN sequence integer NOT NULL DEFAULT 0,
  -- The SHA-256 of the secret in the mailed links to change or cancel; a new one with each change, none once cancelled.
  ADD COLUMN link_hash text UNIQUE,
  ADD COLUMN reminded_day_before_at timestamptz,
  ADD COLUMN reminded_hour_before_at timestamptz,
  ADD COLUMN updated_at timestamptz;
ALTER TABLE consultations ADD CONSTRAINT consultations_one_call_at_a_time EXCLUDE USING gist (staff_id WITH =, held WITH &&) WHERE (status = 'booked');
CREATE INDEX consultations_lead ON consultations (lead_id);
CREATE INDEX consultations_reminders ON consultations (starts_at) WHERE status = 'booked' AND reminded_hour_before_at IS NULL;

-- A mail may carry a calendar invitation (an .ics body of METHOD REQUEST or CANCEL).
ALTER TABLE mail_outbox ADD COLUMN calendar text;
ALTER TABLE mail_outbox ADD COLUMN calendar_method text CHECK (calendar_method IN ('REQUEST', 'CANCEL'));
