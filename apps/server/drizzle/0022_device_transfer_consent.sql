ALTER TABLE "devices" ADD COLUMN "transfer_to_customer_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "transfer_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "devices_transfer_to_idx" ON "devices" USING btree ("transfer_to_customer_id") WHERE "devices"."transfer_to_customer_id" is not null;