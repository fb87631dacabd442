-- A member's own consultation hours (docs/consultations.md): a week like the team's working hours, in the
-- team's zone; calls are offered to them only within both. NULL: the team's hours.
ALTER TABLE staff_accounts ADD COLUMN consultation_hours jsonb;
