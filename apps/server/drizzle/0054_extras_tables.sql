CREATE TABLE "vehicle_adas_basics" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(16) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128),
	"name_en" varchar(128)
);
--> statement-breakpoint
CREATE TABLE "vehicle_adas_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"year_from" smallint,
	"year_to" smallint,
	"system_type_id" integer NOT NULL,
	"calibration_type_id" integer NOT NULL,
	"location_zh" varchar(500),
	"location_en" varchar(500),
	"file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicle_motorcycle_wires" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"title" varchar(200) NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"year_from" smallint,
	"year_to" smallint,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_operation_manuals" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"product_model" varchar(64) NOT NULL,
	"language" varchar(8) NOT NULL,
	"manual_version" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_short_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"short_code" varchar(64) NOT NULL,
	"long_value" varchar(200) NOT NULL,
	"meaning_zh" varchar(500),
	"meaning_en" varchar(500),
	"brand_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_topology_basics" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128),
	"name_en" varchar(128),
	"category" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_topology_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" smallint,
	"year_to" smallint,
	"nodes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remark" varchar(500),
	"service_type" varchar(16) NOT NULL,
	"name_zh" varchar(200),
	"name_en" varchar(200),
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"year_from" smallint,
	"year_to" smallint
);
--> statement-breakpoint
CREATE INDEX "vehicle_adas_basics_created_idx" ON "vehicle_adas_basics" USING btree ("created_at","id") WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_basics_updated_idx" ON "vehicle_adas_basics" USING btree ("updated_at","id") WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_basics_kind_idx" ON "vehicle_adas_basics" USING btree ("kind","id") WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_basics_code_prefix_idx" ON "vehicle_adas_basics" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_basics_code_idx" ON "vehicle_adas_basics" USING btree ("code","id") WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_adas_basics_uq" ON "vehicle_adas_basics" USING btree ("kind",lower("code")) WHERE "vehicle_adas_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_created_idx" ON "vehicle_adas_data" USING btree ("created_at","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_updated_idx" ON "vehicle_adas_data" USING btree ("updated_at","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_brand_idx" ON "vehicle_adas_data" USING btree ("brand_id","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_model_idx" ON "vehicle_adas_data" USING btree ("model_id","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_system_idx" ON "vehicle_adas_data" USING btree ("system_type_id","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_adas_data_calibration_idx" ON "vehicle_adas_data" USING btree ("calibration_type_id","id") WHERE "vehicle_adas_data"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_created_idx" ON "vehicle_motorcycle_wires" USING btree ("created_at","id") WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_updated_idx" ON "vehicle_motorcycle_wires" USING btree ("updated_at","id") WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_title_prefix_idx" ON "vehicle_motorcycle_wires" USING btree (lower("title") text_pattern_ops) WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_title_idx" ON "vehicle_motorcycle_wires" USING btree ("title","id") WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_brand_idx" ON "vehicle_motorcycle_wires" USING btree ("brand_id","id") WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_motorcycle_wires_model_idx" ON "vehicle_motorcycle_wires" USING btree ("model_id","id") WHERE "vehicle_motorcycle_wires"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_created_idx" ON "vehicle_operation_manuals" USING btree ("created_at","id") WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_updated_idx" ON "vehicle_operation_manuals" USING btree ("updated_at","id") WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_model_prefix_idx" ON "vehicle_operation_manuals" USING btree (lower("product_model") text_pattern_ops) WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_model_idx" ON "vehicle_operation_manuals" USING btree ("product_model","id") WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_title_prefix_idx" ON "vehicle_operation_manuals" USING btree (lower("title") text_pattern_ops) WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_operation_manuals_language_idx" ON "vehicle_operation_manuals" USING btree ("language","id") WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_operation_manuals_uq" ON "vehicle_operation_manuals" USING btree ("product_model","language","manual_version") WHERE "vehicle_operation_manuals"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_created_idx" ON "vehicle_short_codes" USING btree ("created_at","id") WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_updated_idx" ON "vehicle_short_codes" USING btree ("updated_at","id") WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_code_prefix_idx" ON "vehicle_short_codes" USING btree (lower("short_code") text_pattern_ops) WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_code_idx" ON "vehicle_short_codes" USING btree ("short_code","id") WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_long_prefix_idx" ON "vehicle_short_codes" USING btree (lower("long_value") text_pattern_ops) WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_short_codes_brand_idx" ON "vehicle_short_codes" USING btree ("brand_id","id") WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_short_codes_uq" ON "vehicle_short_codes" USING btree ("brand_id",lower("short_code")) WHERE "vehicle_short_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_created_idx" ON "vehicle_topology_basics" USING btree ("created_at","id") WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_updated_idx" ON "vehicle_topology_basics" USING btree ("updated_at","id") WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_code_prefix_idx" ON "vehicle_topology_basics" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_code_idx" ON "vehicle_topology_basics" USING btree ("code","id") WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_name_zh_prefix_idx" ON "vehicle_topology_basics" USING btree (lower("name_zh") text_pattern_ops) WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_name_en_prefix_idx" ON "vehicle_topology_basics" USING btree (lower("name_en") text_pattern_ops) WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_basics_category_idx" ON "vehicle_topology_basics" USING btree ("category","id") WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_topology_basics_uq" ON "vehicle_topology_basics" USING btree (lower("code")) WHERE "vehicle_topology_basics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_maps_created_idx" ON "vehicle_topology_maps" USING btree ("created_at","id") WHERE "vehicle_topology_maps"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_maps_updated_idx" ON "vehicle_topology_maps" USING btree ("updated_at","id") WHERE "vehicle_topology_maps"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_maps_brand_idx" ON "vehicle_topology_maps" USING btree ("brand_id","id") WHERE "vehicle_topology_maps"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_topology_maps_model_idx" ON "vehicle_topology_maps" USING btree ("model_id","id") WHERE "vehicle_topology_maps"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_created_idx" ON "vehicle_services" USING btree ("created_at","id") WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_updated_idx" ON "vehicle_services" USING btree ("updated_at","id") WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_type_idx" ON "vehicle_services" USING btree ("service_type","id") WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_brand_idx" ON "vehicle_services" USING btree ("brand_id","id") WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_model_idx" ON "vehicle_services" USING btree ("model_id","id") WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_name_zh_prefix_idx" ON "vehicle_services" USING btree (lower("name_zh") text_pattern_ops) WHERE "vehicle_services"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_services_name_en_prefix_idx" ON "vehicle_services" USING btree (lower("name_en") text_pattern_ops) WHERE "vehicle_services"."del_flag" = false;