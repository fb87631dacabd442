-- A registration key is taken again only for a short while after its registration
-- completed (visitors/repository.ts), then cleared by the retention job. Keys stored earlier count
-- as completed when their visitor was created.
ALTER TABLE customers ADD COLUMN registration_completed_at timestamptz;
UPDATE customers SET registration_completed_at = created_at WHERE registration_key IS NOT NULL;
CREATE INDEX customers_registration_completed_at ON customers (registration_completed_at) WHERE registration_key IS NOT NULL;
