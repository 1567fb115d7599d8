CREATE TABLE "network_spend" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"network" text NOT NULL,
	"call" text NOT NULL,
	"units" integer NOT NULL,
	"usd_micros" integer NOT NULL,
	"ref" text,
	"made_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "network_spend" ADD CONSTRAINT "network_spend_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_spend" ADD CONSTRAINT "network_spend_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_spend_user_network_made_at_idx" ON "network_spend" USING btree ("user_id","network","made_at");--> statement-breakpoint
CREATE UNIQUE INDEX "network_spend_network_ref_key" ON "network_spend" USING btree ("network","ref") WHERE "network_spend"."ref" is not null;