CREATE TABLE "basic_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"holder" varchar(128) NOT NULL,
	"bank_name" varchar(128),
	"account_no" varchar(64) NOT NULL,
	"swift" varchar(11),
	"currency" varchar(3) NOT NULL,
	"supplier_id" integer,
	"remark" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "currency" varchar(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "payment_terms" varchar(16) DEFAULT 'net30' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "remark" varchar(500);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "company" varchar(128) DEFAULT '—' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "contact" varchar(64);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "basic_accounts" ADD CONSTRAINT "basic_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basic_accounts_name_prefix_idx" ON "basic_accounts" USING btree (lower("name") text_pattern_ops) WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_holder_prefix_idx" ON "basic_accounts" USING btree (lower("holder") text_pattern_ops) WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_name_idx" ON "basic_accounts" USING btree ("name","id") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_kind_idx" ON "basic_accounts" USING btree ("kind","name") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_currency_idx" ON "basic_accounts" USING btree ("currency","name") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_supplier_idx" ON "basic_accounts" USING btree ("supplier_id","name") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_enabled_idx" ON "basic_accounts" USING btree ("enabled","name") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_created_idx" ON "basic_accounts" USING btree ("created_at","id") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "basic_accounts_updated_idx" ON "basic_accounts" USING btree ("updated_at","id") WHERE "basic_accounts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_code_prefix_idx" ON "suppliers" USING btree (lower("code") text_pattern_ops) WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_name_zh_prefix_idx" ON "suppliers" USING btree (lower("name_zh") text_pattern_ops) WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_name_en_prefix_idx" ON "suppliers" USING btree (lower("name_en") text_pattern_ops) WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_code_idx" ON "suppliers" USING btree ("code","id") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country","code") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_currency_idx" ON "suppliers" USING btree ("currency","code") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_terms_idx" ON "suppliers" USING btree ("payment_terms","code") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_enabled_idx" ON "suppliers" USING btree ("enabled","code") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_created_idx" ON "suppliers" USING btree ("created_at","id") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "suppliers_updated_idx" ON "suppliers" USING btree ("updated_at","id") WHERE "suppliers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_code_prefix_idx" ON "warehouses" USING btree (lower("code") text_pattern_ops) WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_name_zh_prefix_idx" ON "warehouses" USING btree (lower("name_zh") text_pattern_ops) WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_name_en_prefix_idx" ON "warehouses" USING btree (lower("name_en") text_pattern_ops) WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_code_idx" ON "warehouses" USING btree ("code","id") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_type_code_idx" ON "warehouses" USING btree ("type","code") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_company_idx" ON "warehouses" USING btree ("company","code") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_country_idx" ON "warehouses" USING btree ("country","code") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_enabled_idx" ON "warehouses" USING btree ("enabled","code") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_created_idx" ON "warehouses" USING btree ("created_at","id") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "warehouses_updated_idx" ON "warehouses" USING btree ("updated_at","id") WHERE "warehouses"."del_flag" = false;--> statement-breakpoint
-- the planner's estimate for a prefix search on the supply lists needs statistics on the lowered expressions (decision 0011, migration 0028)
CREATE STATISTICS IF NOT EXISTS "suppliers_lower_code_stx" ON (lower("code")) FROM "suppliers";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "suppliers_lower_name_zh_stx" ON (lower("name_zh")) FROM "suppliers";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "suppliers_lower_name_en_stx" ON (lower("name_en")) FROM "suppliers";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "warehouses_lower_code_stx" ON (lower("code")) FROM "warehouses";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "warehouses_lower_name_zh_stx" ON (lower("name_zh")) FROM "warehouses";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "warehouses_lower_name_en_stx" ON (lower("name_en")) FROM "warehouses";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "basic_accounts_lower_name_stx" ON (lower("name")) FROM "basic_accounts";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "basic_accounts_lower_holder_stx" ON (lower("holder")) FROM "basic_accounts";
