-- The exact plan chosen on the pricing page (Starter ... Ultimate), kept beside the package it is sold as.
ALTER TABLE leads ADD COLUMN plan text;
