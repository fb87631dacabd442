-- Each outbox row is leased on its own. A worker owns a row while
-- lease_owner is its id and lease_until has not passed; it renews the lease while the row is
-- being sent, and marks the row only while it still owns it.
ALTER TABLE mail_outbox ADD COLUMN lease_owner uuid;
ALTER TABLE mail_outbox ADD COLUMN lease_until timestamptz;
