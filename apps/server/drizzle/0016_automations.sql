CREATE TABLE "account_automations" (
	"account_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plug_enabled" boolean NOT NULL,
	"plug_likes" integer NOT NULL,
	"plug_texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plug_turn" integer DEFAULT 0 NOT NULL,
	"repost_enabled" boolean NOT NULL,
	"repost_after_hours" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_automations" (
	"publication_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text,
	"send_key" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"remote_id" text,
	"url" text,
	"error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "publication_automations_publication_id_kind_pk" PRIMARY KEY("publication_id","kind")
);
--> statement-breakpoint
ALTER TABLE "account_automations" ADD CONSTRAINT "account_automations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_automations" ADD CONSTRAINT "account_automations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_automations" ADD CONSTRAINT "publication_automations_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_automations_unfinished_idx" ON "publication_automations" USING btree ("at") WHERE "publication_automations"."status" in ('waiting', 'sending');
