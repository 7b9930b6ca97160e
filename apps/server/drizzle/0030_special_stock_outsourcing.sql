CREATE TABLE "outsourcing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"seq" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outsourcing_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"supplier_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"expected_date" date NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"close_reason" varchar(500),
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outsourcing_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_stock_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"posted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_stock_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outsourcing_lines" ADD CONSTRAINT "outsourcing_lines_order_id_outsourcing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outsourcing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_receipts" ADD CONSTRAINT "outsourcing_receipts_order_id_outsourcing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outsourcing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsourcing_receipts" ADD CONSTRAINT "outsourcing_receipts_line_id_outsourcing_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."outsourcing_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_stock_lines" ADD CONSTRAINT "special_stock_lines_doc_id_special_stock_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."special_stock_docs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outsourcing_lines_order_idx" ON "outsourcing_lines" USING btree ("order_id","role","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_orders_no_idx" ON "outsourcing_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "outsourcing_orders_no_prefix_idx" ON "outsourcing_orders" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outsourcing_orders_created_idx" ON "outsourcing_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outsourcing_orders_expected_idx" ON "outsourcing_orders" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "outsourcing_orders_status_idx" ON "outsourcing_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outsourcing_orders_supplier_idx" ON "outsourcing_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "outsourcing_orders_warehouse_idx" ON "outsourcing_orders" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "outsourcing_receipts_order_idx" ON "outsourcing_receipts" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "special_stock_docs_no_idx" ON "special_stock_docs" USING btree ("no");--> statement-breakpoint
CREATE INDEX "special_stock_docs_no_prefix_idx" ON "special_stock_docs" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "special_stock_docs_created_idx" ON "special_stock_docs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "special_stock_docs_status_idx" ON "special_stock_docs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "special_stock_docs_warehouse_idx" ON "special_stock_docs" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "special_stock_lines_doc_idx" ON "special_stock_lines" USING btree ("doc_id","seq");