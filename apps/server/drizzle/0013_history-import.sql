CREATE TABLE "imported_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"network" text NOT NULL,
	"remote_id" text NOT NULL,
	"text" text NOT NULL,
	"url" text NOT NULL,
	"reply_to_id" text,
	"posted_at" timestamp with time zone NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"quotes" integer,
	"bookmarks" integer,
	"impressions" integer,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_imports" (
	"account_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"newer_than" text,
	"newest_seen" text,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_posts" ADD CONSTRAINT "imported_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_posts" ADD CONSTRAINT "imported_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_imports" ADD CONSTRAINT "history_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_imports" ADD CONSTRAINT "history_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_posts_account_remote_key" ON "imported_posts" USING btree ("account_id","remote_id");--> statement-breakpoint
CREATE INDEX "imported_posts_user_posted_at_idx" ON "imported_posts" USING btree ("user_id","posted_at");
