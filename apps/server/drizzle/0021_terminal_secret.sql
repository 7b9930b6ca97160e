ALTER TABLE "terminals" ADD COLUMN "secret_hash" varchar(160);--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "secret_issued_at" timestamp with time zone;