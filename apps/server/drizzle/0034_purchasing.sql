CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"rejected_qty" integer DEFAULT 0 NOT NULL,
	"returned_qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"supplier_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"expected_date" date NOT NULL,
	"over_receipt_pct" integer NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"close_reason" varchar(500),
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"received_qty" integer NOT NULL,
	"rejected_qty" integer DEFAULT 0 NOT NULL,
	"reject_reason" varchar(500),
	"returned_qty" integer DEFAULT 0 NOT NULL,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box_no" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"remark" varchar(500),
	"operator_id" integer NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"receipt_line_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"posted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD CONSTRAINT "purchase_receipt_lines_receipt_id_purchase_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."purchase_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD CONSTRAINT "purchase_receipt_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_return_id_purchase_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."purchase_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_receipt_line_id_purchase_receipt_lines_id_fk" FOREIGN KEY ("receipt_line_id") REFERENCES "public"."purchase_receipt_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no_idx" ON "purchase_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "purchase_orders_no_prefix_idx" ON "purchase_orders" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_expected_idx" ON "purchase_orders" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_warehouse_idx" ON "purchase_orders" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_receipt_idx" ON "purchase_receipt_lines" USING btree ("receipt_id","id");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_order_line_idx" ON "purchase_receipt_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receipts_no_idx" ON "purchase_receipts" USING btree ("no");--> statement-breakpoint
CREATE INDEX "purchase_receipts_order_idx" ON "purchase_receipts" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_return_idx" ON "purchase_return_lines" USING btree ("return_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_returns_no_idx" ON "purchase_returns" USING btree ("no");--> statement-breakpoint
CREATE INDEX "purchase_returns_no_prefix_idx" ON "purchase_returns" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_returns_created_idx" ON "purchase_returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_returns_status_idx" ON "purchase_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_returns_order_idx" ON "purchase_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_id_uq" ON "stock_balances" USING btree ("id");--> statement-breakpoint
CREATE INDEX "stock_balances_qty_id_idx" ON "stock_balances" USING btree ("qty","id");--> statement-breakpoint
CREATE INDEX "stock_balances_sku_id_idx" ON "stock_balances" USING btree ("sku_id","id");--> statement-breakpoint
CREATE INDEX "stock_balances_wh_qty_idx" ON "stock_balances" USING btree ("warehouse_id","qty","id");