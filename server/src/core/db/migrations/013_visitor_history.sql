-- Each visitor keeps only their latest history rows (visitors/repository.ts): finding them is an index walk.
CREATE INDEX page_visits_customer_id ON page_visits (customer_id, id);
CREATE INDEX presence_changes_customer_id ON presence_changes (customer_id, id);
CREATE INDEX customer_utm_customer_id ON customer_utm (customer_id, id);
DROP INDEX customer_utm_customer;
