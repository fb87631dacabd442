-- Experiments judged on a goal of the admin's choice, with a verdict stored once it is called or
-- settles (docs/experiments.md): read back as it was, whatever is marked spam later.
ALTER TABLE experiments ADD COLUMN goal text NOT NULL DEFAULT 'leads' CHECK (goal IN ('leads', 'consultations', 'won-deals', 'revenue'));
ALTER TABLE experiments ADD COLUMN verdict jsonb;

-- Every lead keeps the visitor key it came with, inside an experiment or not: an experiment finds its
-- visitors' goals (leads, bookings, deals) by it.
CREATE INDEX leads_experiment_visitor_key ON leads (experiment_visitor_key) WHERE experiment_visitor_key IS NOT NULL;
