CREATE TABLE "metric_read_leases" (
	"user_id" text PRIMARY KEY NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"publication_id" text NOT NULL,
	"position" integer NOT NULL,
	"x_post_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"impressions" integer NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"quotes" integer NOT NULL,
	"bookmarks" integer NOT NULL,
	"link_clicks" integer,
	"profile_clicks" integer,
	"simulated" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metric_read_leases" ADD CONSTRAINT "metric_read_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_snapshots" ADD CONSTRAINT "metric_snapshots_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_snapshots_part_read_idx" ON "metric_snapshots" USING btree ("publication_id","position","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_user_published_at_idx" ON "publications" USING btree ("user_id","published_at");