-- Landing-page experiments (docs/experiments.md): an experiment's arms, which arm each visitor
-- was shown (one row per visitor: what "visitors" counts), a page's adopted copy, and a lead's arm.
CREATE TABLE experiments (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  route text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'running', 'paused', 'ended')),
  baseline_rate double precision NOT NULL,
  mde double precision NOT NULL,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  adopted_arm integer,
  created_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL
);
-- At most one experiment running or paused per page.
CREATE UNIQUE INDEX experiments_live_route ON experiments (route) WHERE status IN ('running', 'paused');

CREATE TABLE experiment_arms (
  experiment_id uuid NOT NULL REFERENCES experiments (id) ON DELETE CASCADE,
  arm integer NOT NULL,
  headline text NOT NULL,
  subheadline text NOT NULL,
  button_text text NOT NULL,
  image text NOT NULL,
  weight integer NOT NULL CHECK (weight > 0),
  PRIMARY KEY (experiment_id, arm)
);

CREATE TABLE experiment_assignments (
  experiment_id uuid NOT NULL REFERENCES experiments (id) ON DELETE CASCADE,
  visitor_key text NOT NULL,
  arm integer NOT NULL,
  assigned_at timestamptz NOT NULL,
  PRIMARY KEY (experiment_id, visitor_key)
);
-- A lead's arm is found by its visitor key.
CREATE INDEX experiment_assignments_visitor ON experiment_assignments (visitor_key);

-- "Make this the page": the hero copy a landing page keeps after an experiment.
CREATE TABLE landing_copy (
  route text PRIMARY KEY,
  headline text NOT NULL,
  subheadline text NOT NULL,
  button_text text NOT NULL,
  image text NOT NULL,
  experiment_id uuid REFERENCES experiments (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL
);

ALTER TABLE leads ADD COLUMN experiment_id uuid REFERENCES experiments (id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN experiment_arm integer;
CREATE INDEX leads_experiment ON leads (experiment_id, experiment_arm) WHERE experiment_id IS NOT NULL;
