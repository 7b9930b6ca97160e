CREATE TABLE "value_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(8) NOT NULL,
	"card_id" integer,
	"card_no" varchar(32),
	"kind" varchar(16) NOT NULL,
	"status_after" varchar(16),
	"amount" numeric(12, 2),
	"currency" varchar(3),
	"points" integer,
	"customer_id" integer,
	"channel_id" integer,
	"order_no" varchar(64),
	"reverses_id" bigint,
	"reason" varchar(500),
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(128),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_refund_records" ALTER COLUMN "order_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_refund_records" ADD COLUMN "card_no" varchar(32);--> statement-breakpoint
ALTER TABLE "feedback_refund_records" ADD COLUMN "operator_name" varchar(128);--> statement-breakpoint
ALTER TABLE "feedback_refund_records" ADD COLUMN "ledger_entry_id" bigint;--> statement-breakpoint
CREATE INDEX "value_ledger_card_idx" ON "value_ledger" USING btree ("card_id","id") WHERE "value_ledger"."card_id" is not null;--> statement-breakpoint
CREATE INDEX "value_ledger_customer_idx" ON "value_ledger" USING btree ("customer_id","created_at") WHERE "value_ledger"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "value_ledger_kind_idx" ON "value_ledger" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "value_ledger_created_idx" ON "value_ledger" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_refund_ledger_uq" ON "feedback_refund_records" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE FUNCTION "value_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'value_ledger is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "value_ledger_no_update" BEFORE UPDATE OR DELETE ON "value_ledger" FOR EACH ROW EXECUTE FUNCTION "value_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "value_ledger_no_truncate" BEFORE TRUNCATE ON "value_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "value_ledger_append_only"();--> statement-breakpoint
INSERT INTO "value_ledger" ("account", "card_id", "card_no", "kind", "status_after", "customer_id", "reason", "actor_kind", "created_at")
  SELECT 'card', "id", "card_no", 'opening', "status", "customer_id", 'opening: the card as the ledger found it', 'system', now() FROM "point_cards" ORDER BY "id";--> statement-breakpoint
INSERT INTO "value_ledger" ("account", "kind", "points", "customer_id", "reason", "actor_kind", "created_at")
  SELECT 'points', 'opening', "points", "id", 'opening: the balance as the ledger found it', 'system', now() FROM "customers" WHERE "points" <> 0 ORDER BY "id";
