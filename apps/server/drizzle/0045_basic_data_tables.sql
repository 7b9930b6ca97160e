CREATE TABLE "vehicle_attrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"merged_into" integer,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attr_values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"merged_into" integer,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_item_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"author_id" integer,
	"author_name" varchar(64),
	"snapshot" jsonb NOT NULL,
	"changed" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"merged_into" integer,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_id" integer NOT NULL,
	"type_id" integer
);
--> statement-breakpoint
CREATE TABLE "vehicle_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" integer NOT NULL,
	"lang" varchar(8) NOT NULL,
	"name" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"names" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"merged_into" integer,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_battery_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"region" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_marketing_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title_zh" varchar(200),
	"title_en" varchar(200),
	"placement" varchar(16) NOT NULL,
	"link" varchar(500),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"image_id" uuid,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_obd_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(64) NOT NULL,
	"brand_id" integer,
	"descriptions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_testable_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" smallint,
	"year_to" smallint,
	"coverage" varchar(16) NOT NULL,
	"functions" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "vehicle_batteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(64) NOT NULL,
	"standard_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"voltage" smallint NOT NULL,
	"capacity_ah" smallint NOT NULL,
	"cca" smallint
);
--> statement-breakpoint
CREATE TABLE "vehicle_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	"engine" varchar(128),
	"vin_sample" varchar(17),
	"market" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_dlcs" (
	"id" serial PRIMARY KEY NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	"location_zh" varchar(500),
	"location_en" varchar(500),
	"image_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_tsbs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_no" varchar(64) NOT NULL,
	"title_zh" varchar(200),
	"title_en" varchar(200),
	"brand_id" integer NOT NULL,
	"model_ids" jsonb,
	"issue_date" date NOT NULL,
	"vin_from" varchar(17),
	"vin_to" varchar(17),
	"year_from" smallint,
	"year_to" smallint,
	"summary" varchar(2000),
	"attachment_id" uuid,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_attrs_code_uq" ON "vehicle_attrs" USING btree (lower("code")) WHERE "vehicle_attrs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_attrs_code_prefix_idx" ON "vehicle_attrs" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicle_attrs_code_idx" ON "vehicle_attrs" USING btree ("code","id") WHERE "vehicle_attrs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_attrs_enabled_idx" ON "vehicle_attrs" USING btree ("enabled","code") WHERE "vehicle_attrs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_attrs_created_idx" ON "vehicle_attrs" USING btree ("created_at","id") WHERE "vehicle_attrs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_attrs_updated_idx" ON "vehicle_attrs" USING btree ("updated_at","id") WHERE "vehicle_attrs"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_brands_code_uq" ON "vehicle_brands" USING btree (lower("code")) WHERE "vehicle_brands"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_brands_code_prefix_idx" ON "vehicle_brands" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicle_brands_code_idx" ON "vehicle_brands" USING btree ("code","id") WHERE "vehicle_brands"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_brands_enabled_idx" ON "vehicle_brands" USING btree ("enabled","code") WHERE "vehicle_brands"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_brands_created_idx" ON "vehicle_brands" USING btree ("created_at","id") WHERE "vehicle_brands"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_brands_updated_idx" ON "vehicle_brands" USING btree ("updated_at","id") WHERE "vehicle_brands"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_item_versions_item_idx" ON "vehicle_item_versions" USING btree ("kind","item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_code_uq" ON "vehicle_models" USING btree (lower("code")) WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_code_prefix_idx" ON "vehicle_models" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicle_models_code_idx" ON "vehicle_models" USING btree ("code","id") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_enabled_idx" ON "vehicle_models" USING btree ("enabled","code") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_created_idx" ON "vehicle_models" USING btree ("created_at","id") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_updated_idx" ON "vehicle_models" USING btree ("updated_at","id") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_brand_idx" ON "vehicle_models" USING btree ("brand_id","code") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_models_type_idx" ON "vehicle_models" USING btree ("type_id","code") WHERE "vehicle_models"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_names_uq" ON "vehicle_names" USING btree ("kind","lang",lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_names_prefix_idx" ON "vehicle_names" USING btree ("kind",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicle_names_item_idx" ON "vehicle_names" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_code_uq" ON "vehicle_types" USING btree (lower("code")) WHERE "vehicle_types"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_types_code_prefix_idx" ON "vehicle_types" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicle_types_code_idx" ON "vehicle_types" USING btree ("code","id") WHERE "vehicle_types"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_types_enabled_idx" ON "vehicle_types" USING btree ("enabled","code") WHERE "vehicle_types"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_types_created_idx" ON "vehicle_types" USING btree ("created_at","id") WHERE "vehicle_types"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_types_updated_idx" ON "vehicle_types" USING btree ("updated_at","id") WHERE "vehicle_types"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_battery_standards_created_idx" ON "vehicle_battery_standards" USING btree ("created_at","id") WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_battery_standards_updated_idx" ON "vehicle_battery_standards" USING btree ("updated_at","id") WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_battery_standards_code_uq" ON "vehicle_battery_standards" USING btree (lower("code")) WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_battery_standards_code_prefix_idx" ON "vehicle_battery_standards" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_battery_standards_code_idx" ON "vehicle_battery_standards" USING btree ("code","id") WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_battery_standards_region_idx" ON "vehicle_battery_standards" USING btree ("region","id") WHERE "vehicle_battery_standards"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_marketing_ads_created_idx" ON "vehicle_marketing_ads" USING btree ("created_at","id") WHERE "vehicle_marketing_ads"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_marketing_ads_updated_idx" ON "vehicle_marketing_ads" USING btree ("updated_at","id") WHERE "vehicle_marketing_ads"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_marketing_ads_placement_idx" ON "vehicle_marketing_ads" USING btree ("placement","id") WHERE "vehicle_marketing_ads"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_marketing_ads_enabled_idx" ON "vehicle_marketing_ads" USING btree ("enabled","id") WHERE "vehicle_marketing_ads"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_marketing_ads_start_idx" ON "vehicle_marketing_ads" USING btree ("start_date","id") WHERE "vehicle_marketing_ads"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_obd_codes_created_idx" ON "vehicle_obd_codes" USING btree ("created_at","id") WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_obd_codes_updated_idx" ON "vehicle_obd_codes" USING btree ("updated_at","id") WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_obd_codes_code_make_uq" ON "vehicle_obd_codes" USING btree ("code",coalesce("brand_id", 0)) WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_obd_codes_code_prefix_idx" ON "vehicle_obd_codes" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_obd_codes_code_idx" ON "vehicle_obd_codes" USING btree ("code","id") WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_obd_codes_brand_idx" ON "vehicle_obd_codes" USING btree ("brand_id","id") WHERE "vehicle_obd_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_created_idx" ON "vehicle_testable_cars" USING btree ("created_at","id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_updated_idx" ON "vehicle_testable_cars" USING btree ("updated_at","id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_testable_cars_uq" ON "vehicle_testable_cars" USING btree (lower("product_model"),"model_id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_pm_prefix_idx" ON "vehicle_testable_cars" USING btree (lower("product_model") text_pattern_ops) WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_pm_idx" ON "vehicle_testable_cars" USING btree ("product_model","id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_model_idx" ON "vehicle_testable_cars" USING btree ("model_id","id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_testable_cars_coverage_idx" ON "vehicle_testable_cars" USING btree ("coverage","id") WHERE "vehicle_testable_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_created_idx" ON "vehicle_batteries" USING btree ("created_at","id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_updated_idx" ON "vehicle_batteries" USING btree ("updated_at","id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_batteries_code_uq" ON "vehicle_batteries" USING btree (lower("code"),"standard_id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_code_prefix_idx" ON "vehicle_batteries" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_code_idx" ON "vehicle_batteries" USING btree ("code","id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_standard_idx" ON "vehicle_batteries" USING btree ("standard_id","id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batteries_type_idx" ON "vehicle_batteries" USING btree ("type","id") WHERE "vehicle_batteries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_created_idx" ON "vehicle_cars" USING btree ("created_at","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_updated_idx" ON "vehicle_cars" USING btree ("updated_at","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_engine_prefix_idx" ON "vehicle_cars" USING btree (lower("engine") text_pattern_ops) WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_brand_idx" ON "vehicle_cars" USING btree ("brand_id","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_model_idx" ON "vehicle_cars" USING btree ("model_id","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_market_idx" ON "vehicle_cars" USING btree ("market","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_cars_year_idx" ON "vehicle_cars" USING btree ("year_from","id") WHERE "vehicle_cars"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_dlcs_created_idx" ON "vehicle_dlcs" USING btree ("created_at","id") WHERE "vehicle_dlcs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_dlcs_updated_idx" ON "vehicle_dlcs" USING btree ("updated_at","id") WHERE "vehicle_dlcs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_dlcs_brand_idx" ON "vehicle_dlcs" USING btree ("brand_id","id") WHERE "vehicle_dlcs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_dlcs_model_idx" ON "vehicle_dlcs" USING btree ("model_id","id") WHERE "vehicle_dlcs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_dlcs_year_idx" ON "vehicle_dlcs" USING btree ("year_from","id") WHERE "vehicle_dlcs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_created_idx" ON "vehicle_tsbs" USING btree ("created_at","id") WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_updated_idx" ON "vehicle_tsbs" USING btree ("updated_at","id") WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_tsbs_no_uq" ON "vehicle_tsbs" USING btree (lower("bulletin_no")) WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_no_prefix_idx" ON "vehicle_tsbs" USING btree (lower("bulletin_no") text_pattern_ops) WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_no_idx" ON "vehicle_tsbs" USING btree ("bulletin_no","id") WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_brand_idx" ON "vehicle_tsbs" USING btree ("brand_id","id") WHERE "vehicle_tsbs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_tsbs_issue_idx" ON "vehicle_tsbs" USING btree ("issue_date","id") WHERE "vehicle_tsbs"."del_flag" = false;