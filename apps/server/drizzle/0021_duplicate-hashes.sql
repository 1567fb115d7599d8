ALTER TABLE "imported_posts" ADD COLUMN "duplicate_hash" text;--> statement-breakpoint
ALTER TABLE "publication_automations" ADD COLUMN "duplicate_hash" text;--> statement-breakpoint
ALTER TABLE "publication_parts" ADD COLUMN "duplicate_hash" text;--> statement-breakpoint
CREATE INDEX "imported_posts_account_duplicate_hash_idx" ON "imported_posts" USING btree ("account_id","duplicate_hash");--> statement-breakpoint
CREATE INDEX "publication_automations_plug_duplicate_hash_idx" ON "publication_automations" USING btree ("duplicate_hash") WHERE "publication_automations"."kind" = 'plug' and "publication_automations"."text" is not null;--> statement-breakpoint
CREATE INDEX "publication_parts_duplicate_hash_idx" ON "publication_parts" USING btree ("duplicate_hash");