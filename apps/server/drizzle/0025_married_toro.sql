ALTER TABLE "customers" ADD COLUMN "bound_sn_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_shipments" ADD COLUMN "returned_sns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "delete_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_bound_sn_idx" ON "customers" USING btree ("bound_sn_count","id") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "feedback_waiting_idx" ON "feedback" USING btree ("status","status_at") WHERE "feedback"."status" in ('answered', 'toBeClosed');--> statement-breakpoint
UPDATE "customers" SET "bound_sn_count" = x.n FROM (SELECT "customer_id", count(*)::int AS n FROM "devices" WHERE "customer_id" IS NOT NULL GROUP BY "customer_id") x WHERE "customers"."id" = x."customer_id";--> statement-breakpoint
UPDATE "feedback" SET "status_at" = "updated_at" WHERE "status_at" IS NULL;
