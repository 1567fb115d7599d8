CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"network" text NOT NULL,
	"remote_id" text NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"credentials" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"max_length" integer,
	"connected_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_remote_key" ON "accounts" USING btree ("user_id","network","remote_id");
--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id","connected_at");
--> statement-breakpoint
INSERT INTO "accounts" ("id", "user_id", "network", "remote_id", "handle", "name", "provider", "status", "credentials", "expires_at", "max_length", "connected_at", "updated_at")
SELECT "id", "user_id", 'x', "x_user_id", "username", "name",
	CASE WHEN "provider" = 'sandbox' THEN 'sandbox' ELSE 'real' END,
	"status",
	jsonb_build_object('accessToken', "access_token", 'refreshToken', "refresh_token"),
	"expires_at", NULL, "connected_at", "updated_at"
FROM "x_accounts";
--> statement-breakpoint
CREATE TABLE "network_key_values" (
	"network" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_key_values_network_key_pk" PRIMARY KEY("network","key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_posts" (
	"network" text NOT NULL,
	"id" text NOT NULL,
	"author_id" text NOT NULL,
	"text" text NOT NULL,
	"reply_to_id" text,
	"send_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_posts_network_id_pk" PRIMARY KEY("network","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_posts_send_key" ON "sandbox_posts" USING btree ("network","send_key");
--> statement-breakpoint
CREATE INDEX "sandbox_posts_author_idx" ON "sandbox_posts" USING btree ("network","author_id","id");
--> statement-breakpoint
ALTER TABLE "x_connect_states" RENAME TO "connect_states";
--> statement-breakpoint
ALTER INDEX "x_connect_states_expires_idx" RENAME TO "connect_states_expires_idx";
--> statement-breakpoint
ALTER TABLE "connect_states" ADD COLUMN "network" text DEFAULT 'x' NOT NULL;
--> statement-breakpoint
ALTER TABLE "connect_states" ADD COLUMN "provider" text DEFAULT 'real' NOT NULL;
--> statement-breakpoint
ALTER TABLE "connect_states" ADD COLUMN "instance" text;
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "account_id" text;
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "network" text DEFAULT 'x' NOT NULL;
--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
UPDATE "publications" SET "account_id" = "x_accounts"."id" FROM "x_accounts" WHERE "x_accounts"."user_id" = "publications"."user_id";
--> statement-breakpoint
DROP INDEX "publications_post_live_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "publications_post_account_live_key" ON "publications" USING btree ("post_id","account_id") WHERE "publications"."status" in ('scheduled', 'publishing');
--> statement-breakpoint
ALTER TABLE "publication_parts" RENAME COLUMN "x_post_id" TO "remote_id";
--> statement-breakpoint
ALTER TABLE "publication_parts" ADD COLUMN "remote_ref" text;
--> statement-breakpoint
ALTER TABLE "publication_parts" ADD COLUMN "send_key" text;
--> statement-breakpoint
ALTER TABLE "metric_snapshots" RENAME COLUMN "x_post_id" TO "remote_id";
--> statement-breakpoint
ALTER TABLE "metric_snapshots" ALTER COLUMN "impressions" DROP NOT NULL;
--> statement-breakpoint
DROP TABLE "x_accounts";
