CREATE INDEX "publications_account_idx" ON "publications" USING btree ("account_id");
