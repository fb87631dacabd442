-- How a consultation went, as its member records it in the console (docs/consultations.md).
ALTER TABLE consultations ADD COLUMN outcome text CHECK (outcome IN ('held', 'no-show'));
ALTER TABLE consultations ADD COLUMN outcome_note text NOT NULL DEFAULT '';
CREATE INDEX consultations_starts ON consultations (starts_at);
