-- An experiment's conversion counts visitors who left a lead, each once however many leads
-- they left; a lead keeps the visitor key it was counted by.
ALTER TABLE leads ADD COLUMN experiment_visitor_key text;
