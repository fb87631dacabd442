-- One person, one timeline. A person groups visitors (one customers row per device or
-- browser). A visitor belongs to at most one person; a person holds two or more visitors (a visitor
-- alone is a person of one, with no row here).
CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL
);

-- Why each visitor joined its person: the e-mail they gave (a lead's or the chat's, trimmed and
-- lower-cased), or a member's merge (who, and when).
CREATE TABLE person_links (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('email', 'manual')),
  email text,
  linked_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  linked_by_name text,
  linked_at timestamptz NOT NULL
);
CREATE INDEX person_links_person ON person_links (person_id);

-- A visitor a member split out of its person: e-mail no longer links them to anyone (only a merge
-- by hand does, and a merge removes this row), so the same e-mail arriving again does not undo the split.
CREATE TABLE person_splits (
  customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  split_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL,
  split_by_name text,
  split_at timestamptz NOT NULL
);

-- Finding the visitors who gave an address: the chat's (customers.email) and a lead's.
CREATE INDEX customers_email_normalized ON customers (lower(trim(email)));
CREATE INDEX leads_email_normalized ON leads (lower(trim(email)));
-- The mail sent to a person's addresses, for their timeline.
CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(trim(recipient)));
