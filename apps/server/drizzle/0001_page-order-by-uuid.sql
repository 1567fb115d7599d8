DROP INDEX "posts_user_kind_created_idx";--> statement-breakpoint
CREATE INDEX "posts_user_kind_uuid_idx" ON "posts" USING btree ("user_id","kind",("id"::uuid));