-- A registration sent twice (a beacon as a short visit ends, then the full one; or a retry) is one visitor.
ALTER TABLE customers ADD COLUMN registration_key text;
CREATE UNIQUE INDEX customers_registration_key ON customers (registration_key) WHERE registration_key IS NOT NULL;
