-- The Revenue report (docs/revenue.md) finds the deals won or lost in its days by these, rather than
-- reading every deal each time it is asked for.
CREATE INDEX deals_won_at ON deals (won_at) WHERE won_at IS NOT NULL;
CREATE INDEX deals_lost_at ON deals (lost_at) WHERE lost_at IS NOT NULL;
