CREATE TABLE "mall_callback_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"software_code" varchar(64),
	"months" smallint,
	"card_type" smallint,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"goods_code" varchar(64) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"software_code" varchar(64),
	"months" smallint,
	"card_type" smallint,
	"card_id" integer,
	"card_no" varchar(32),
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_account" varchar(128),
	"customer_email" varchar(128),
	"summary" varchar(300),
	"currency" varchar(3) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" varchar(16) NOT NULL,
	"expire_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_order_no" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"customer_email" varchar(128),
	"provider" varchar(16) NOT NULL,
	"transaction_no" varchar(64),
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"ledger_entry_id" bigint NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(128),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_goods_code_uq" ON "mall_goods" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_lines_uq" ON "mall_order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_no_uq" ON "mall_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "mall_orders_no_prefix_idx" ON "mall_orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_orders_email_prefix_idx" ON "mall_orders" USING btree ("customer_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_orders_customer_idx" ON "mall_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_status_idx" ON "mall_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_created_idx" ON "mall_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_expiry_idx" ON "mall_orders" USING btree ("expire_at") WHERE "mall_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "mall_payments_no_uq" ON "mall_payments" USING btree ("pay_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_payments_txn_uq" ON "mall_payments" USING btree ("provider","transaction_no");--> statement-breakpoint
CREATE INDEX "mall_payments_no_prefix_idx" ON "mall_payments" USING btree ("pay_order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_payments_order_no_prefix_idx" ON "mall_payments" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_payments_txn_prefix_idx" ON "mall_payments" USING btree ("transaction_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_payments_email_prefix_idx" ON "mall_payments" USING btree ("customer_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mall_payments_order_idx" ON "mall_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_payments_status_idx" ON "mall_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mall_payments_created_idx" ON "mall_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refunds_no_uq" ON "mall_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "mall_refunds_order_idx" ON "mall_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_refunds_created_idx" ON "mall_refunds" USING btree ("created_at");