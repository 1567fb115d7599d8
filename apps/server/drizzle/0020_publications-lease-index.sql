CREATE INDEX "publications_publishing_lease_idx" ON "publications" USING btree ("lease_until") WHERE "publications"."status" = 'publishing';
