ALTER TABLE "posts" ADD COLUMN "source" text DEFAULT 'generated' NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_source_check" CHECK ("posts"."source" IN ('generated', 'written', 'variant'));
