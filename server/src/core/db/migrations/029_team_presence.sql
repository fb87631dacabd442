-- Admins may sign in Away: routing sends them nothing until they choose Available.
ALTER TABLE team_settings ADD COLUMN admins_sign_in_away boolean NOT NULL DEFAULT false;
