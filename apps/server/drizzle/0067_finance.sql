CREATE TABLE "points_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"award_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"validity_days" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "value_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "value_ledger" ADD COLUMN "rule_code" varchar(32);--> statement-breakpoint
CREATE INDEX "points_allocations_award_idx" ON "points_allocations" USING btree ("award_id");--> statement-breakpoint
CREATE INDEX "points_allocations_entry_idx" ON "points_allocations" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_rules_code_uq" ON "points_rules" USING btree ("code");--> statement-breakpoint
CREATE INDEX "value_ledger_award_expiry_idx" ON "value_ledger" USING btree ("expires_at","id") WHERE "value_ledger"."expires_at" is not null;--> statement-breakpoint
CREATE FUNCTION "points_allocations_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_allocations is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "points_allocations_no_update" BEFORE UPDATE OR DELETE ON "points_allocations" FOR EACH ROW EXECUTE FUNCTION "points_allocations_append_only"();--> statement-breakpoint
CREATE TRIGGER "points_allocations_no_truncate" BEFORE TRUNCATE ON "points_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "points_allocations_append_only"();--> statement-breakpoint
INSERT INTO "points_rules" ("code", "name_zh", "name_en", "validity_days") VALUES
  ('staff_grant', '员工发放', 'Staff grant', NULL),
  ('card_redeem', '充值卡兑换', 'Recharge card redemption', 365),
  ('mall_purchase', '商城购物', 'Mall purchase', 365),
  ('activity', '活动奖励', 'Activity reward', 180);
