-- A lead names its visitor only when it came with that visitor's token (leads/intake.ts): the column
-- becomes a reference to the visitor, joined by its key. Leads stored earlier with a customerId that
-- names no visitor keep no visitor.
UPDATE leads SET customer_id = NULL
WHERE customer_id IS NOT NULL
  AND (customer_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       OR NOT EXISTS (SELECT 1 FROM customers c WHERE c.id::text = lower(leads.customer_id)));
ALTER TABLE leads ALTER COLUMN customer_id TYPE uuid USING customer_id::uuid;
ALTER TABLE leads ADD CONSTRAINT leads_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers (id) ON DELETE SET NULL;
CREATE INDEX leads_customer ON leads (customer_id);
