-- The free consultation (docs/consultations.md): how long a call is and how it is spaced, who takes
-- calls, the members' time off, and the calls booked. Free times are worked out from these and the
-- team's working hours; none is stored.
CREATE TABLE consultation_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  length_minutes integer NOT NULL DEFAULT 30 CHECK (length_minutes BETWEEN 15 AND 120),
  -- How soon a call may start after it is booked.
  notice_minutes integer NOT NULL DEFAULT 240 CHECK (notice_minutes BETWEEN 0 AND 10080),
  -- Kept free before and after each call of a member.
  buffer_minutes integer NOT NULL DEFAULT 15 CHECK (buffer_minutes BETWEEN 0 AND 120),
  -- How many of the visitor's days are offered, today first.
  horizon_days integer NOT NULL DEFAULT 14 CHECK (horizon_days BETWEEN 1 AND 60)
);
INSERT INTO consultation_settings DEFAULT VALUES;

ALTER TABLE staff_accounts ADD COLUMN takes_consultations boolean NOT NULL DEFAULT true;

CREATE TABLE member_time_off (
  id bigserial PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at)
);
CREATE INDEX member_time_off_staff ON member_time_off (staff_id, ends_at);

CREATE TABLE consultations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff_accounts (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  created_at timestamptz NOT NULL
);
CREATE INDEX consultations_booked ON consultations (staff_id, starts_at) WHERE status = 'booked';
