ALTER TABLE "posts" ADD COLUMN "variant_of" text;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "evergreen" jsonb;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_variant_of_posts_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "automation" text;
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_automation_check" CHECK ("publications"."automation" IN ('evergreen'));
--> statement-breakpoint
CREATE TABLE "evergreen_cycles" (
	"original_id" text NOT NULL,
	"cycle" integer NOT NULL,
	"user_id" text NOT NULL,
	"after_publication_id" text NOT NULL,
	"account_id" text,
	"not_before" timestamp with time zone NOT NULL,
	"variant_id" text,
	"publication_id" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evergreen_cycles_original_id_cycle_pk" PRIMARY KEY("original_id","cycle"),
	CONSTRAINT "evergreen_cycles_status_check" CHECK ("evergreen_cycles"."status" IN ('writing', 'scheduled', 'failed', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "evergreen_cycles" ADD CONSTRAINT "evergreen_cycles_original_id_posts_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "evergreen_cycles" ADD CONSTRAINT "evergreen_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "evergreen_cycles_after_publication_key" ON "evergreen_cycles" USING btree ("after_publication_id");
--> statement-breakpoint
CREATE INDEX "evergreen_cycles_publication_idx" ON "evergreen_cycles" USING btree ("publication_id");
