ALTER TABLE "accounts" ADD COLUMN "refresh_lease_token" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "refresh_lease_until" timestamp with time zone;
