CREATE TABLE "stock_balances" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_sku_id_warehouse_id_pk" PRIMARY KEY("sku_id","warehouse_id"),
	CONSTRAINT "stock_balances_qty_check" CHECK ("stock_balances"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"doc_type" varchar(24) NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" varchar(32) NOT NULL,
	"doc_line_id" integer,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" varchar(500),
	"operator_id" integer NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"balance_after" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_sns" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer,
	"status" varchar(16) NOT NULL,
	"box_no" varchar(64),
	"po_line_id" integer,
	"receipt_id" integer,
	"dealer_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"target_kind" varchar(16) NOT NULL,
	"dealer_id" integer,
	"channel_id" integer,
	"planned_date" date NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"shipped_at" timestamp with time zone,
	"shipped_by" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_skus" ADD COLUMN "serialised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_plan_lines" ADD CONSTRAINT "shipment_plan_lines_plan_id_shipment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."shipment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_idx" ON "stock_balances" USING btree ("warehouse_id","sku_id");--> statement-breakpoint
CREATE INDEX "stock_balances_qty_idx" ON "stock_balances" USING btree ("qty","sku_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_wh_idx" ON "stock_ledger" USING btree ("sku_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_idx" ON "stock_ledger" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_wh_at_idx" ON "stock_ledger" USING btree ("warehouse_id","at");--> statement-breakpoint
CREATE INDEX "stock_ledger_sns_idx" ON "stock_ledger" USING gin ("sns");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_sns_sn_uq" ON "stock_sns" USING btree (lower("sn"));--> statement-breakpoint
CREATE INDEX "stock_sns_sku_wh_idx" ON "stock_sns" USING btree ("sku_id","warehouse_id","status");--> statement-breakpoint
CREATE INDEX "stock_sns_po_line_idx" ON "stock_sns" USING btree ("po_line_id");--> statement-breakpoint
CREATE INDEX "shipment_plan_lines_plan_idx" ON "shipment_plan_lines" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_plans_no_idx" ON "shipment_plans" USING btree ("no");--> statement-breakpoint
CREATE INDEX "shipment_plans_no_prefix_idx" ON "shipment_plans" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipment_plans_created_idx" ON "shipment_plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipment_plans_status_idx" ON "shipment_plans" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shipment_plans_warehouse_idx" ON "shipment_plans" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_plans_dealer_idx" ON "shipment_plans" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_plans_channel_idx" ON "shipment_plans" USING btree ("channel_id","created_at");