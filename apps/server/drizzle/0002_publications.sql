CREATE TABLE "publication_parts" (
	"publication_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"x_post_id" text,
	"url" text,
	"sending_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "publication_parts_publication_id_position_pk" PRIMARY KEY("publication_id","position")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"post_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"error" text,
	"late" boolean DEFAULT false NOT NULL,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_parts" ADD CONSTRAINT "publication_parts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_user_publish_at_idx" ON "publications" USING btree ("user_id","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_post_live_key" ON "publications" USING btree ("post_id") WHERE "publications"."status" in ('scheduled', 'publishing');