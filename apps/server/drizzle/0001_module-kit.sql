CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"input_path" varchar(255),
	"result_path" varchar(255),
	"result_name" varchar(255),
	"params" text DEFAULT '{}' NOT NULL,
	"error_code" integer,
	"error_message" varchar(500),
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "state_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" varchar(64) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"from_state" varchar(64),
	"to_state" varchar(64) NOT NULL,
	"reason" varchar(500),
	"user_id" integer,
	"username" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dic_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"description" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dic_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"value" varchar(64) NOT NULL,
	"label_zh" varchar(128) NOT NULL,
	"label_en" varchar(128) NOT NULL,
	"product_line" varchar(32),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"product_line" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"product_line" varchar(32) NOT NULL,
	"brand_id" integer,
	"category" varchar(64),
	"description" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"product_id" integer NOT NULL,
	"product_model_id" integer,
	"channel_id" integer NOT NULL,
	"platform_sku_code" varchar(64) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"platform" varchar(32) NOT NULL,
	"site" varchar(16),
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"contact" varchar(64),
	"phone" varchar(32),
	"email" varchar(128),
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"type" smallint NOT NULL,
	"country" varchar(64),
	"address" varchar(255),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "state_history_entity_idx" ON "state_history" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dic_categories_code_uq" ON "dic_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dic_categories_code_prefix_idx" ON "dic_categories" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_categories_name_zh_idx" ON "dic_categories" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_categories_name_en_idx" ON "dic_categories" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_categories_sort_idx" ON "dic_categories" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "dic_categories_enabled_idx" ON "dic_categories" USING btree ("enabled","sort");--> statement-breakpoint
CREATE INDEX "dic_categories_created_idx" ON "dic_categories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dic_entries_value_uq" ON "dic_entries" USING btree ("category_id","value",coalesce("product_line", ''));--> statement-breakpoint
CREATE INDEX "dic_entries_category_sort_idx" ON "dic_entries" USING btree ("category_id","sort","id");--> statement-breakpoint
CREATE INDEX "dic_entries_category_value_idx" ON "dic_entries" USING btree ("category_id","value" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_entries_category_label_zh_idx" ON "dic_entries" USING btree ("category_id",lower("label_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_entries_category_label_en_idx" ON "dic_entries" USING btree ("category_id",lower("label_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dic_entries_category_created_idx" ON "dic_entries" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_code_uq" ON "product_brands" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "product_brands_line_idx" ON "product_brands" USING btree ("product_line","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_models_code_uq" ON "product_models" USING btree (lower("code")) WHERE "product_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "product_models_product_idx" ON "product_models" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_uq" ON "products" USING btree (lower("code")) WHERE "products"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "products_code_prefix_idx" ON "products" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_zh_prefix_idx" ON "products" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_prefix_idx" ON "products" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_line_idx" ON "products" USING btree ("product_line","created_at");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_skus_code_uq" ON "platform_skus" USING btree (lower("sku_code")) WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_code_prefix_idx" ON "platform_skus" USING btree (lower("sku_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "platform_skus_name_zh_prefix_idx" ON "platform_skus" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "platform_skus_name_en_prefix_idx" ON "platform_skus" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "platform_skus_platform_code_idx" ON "platform_skus" USING btree (lower("platform_sku_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "platform_skus_sku_code_idx" ON "platform_skus" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "platform_skus_channel_idx" ON "platform_skus" USING btree ("channel_id","status","created_at");--> statement-breakpoint
CREATE INDEX "platform_skus_product_idx" ON "platform_skus" USING btree ("product_id","channel_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_skus_status_idx" ON "platform_skus" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "platform_skus_currency_idx" ON "platform_skus" USING btree ("currency","created_at");--> statement-breakpoint
CREATE INDEX "platform_skus_price_idx" ON "platform_skus" USING btree ("price");--> statement-breakpoint
CREATE INDEX "platform_skus_created_idx" ON "platform_skus" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "platform_skus_updated_idx" ON "platform_skus" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_code_uq" ON "channels" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_uq" ON "suppliers" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_uq" ON "warehouses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "warehouses_type_idx" ON "warehouses" USING btree ("type","del_flag");