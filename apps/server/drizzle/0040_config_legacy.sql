CREATE TABLE "app_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"enabled" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "function_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq_no" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"channel" varchar(64),
	"effect_at" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"created_by" integer,
	"creator_name" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_general_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"software_package_no" varchar(64) NOT NULL,
	"function_package_no" varchar(64),
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_special_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"channel" varchar(64),
	"effect_at" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"software_package_no" varchar(64),
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oem_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"customer" varchar(128) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"valid_until" date NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packaging_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_no" varchar(64) NOT NULL,
	"host_sn" varchar(64) NOT NULL,
	"host_sku" varchar(64) NOT NULL,
	"key_sn" varchar(64) NOT NULL,
	"unbind_reason" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packing_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_no" varchar(64) NOT NULL,
	"box_no" varchar(64) NOT NULL,
	"pack_date" date NOT NULL,
	"source" varchar(128),
	"production_plan" varchar(64),
	"product_model" varchar(64) NOT NULL,
	"sequence" integer NOT NULL,
	"packer" varchar(128),
	"unbinder" varchar(128),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"firmware" varchar(64),
	"software_package_no" varchar(64) NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_model_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"activation_type" varchar(16) NOT NULL,
	"brand_count" integer NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sn_common_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"software_package_no" varchar(64) NOT NULL,
	"function_package_no" varchar(64),
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sn_special_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"channel" varchar(64),
	"effect_at" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"effect_type" varchar(16) NOT NULL,
	"order_type" varchar(16),
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_functions_code_prefix_idx" ON "app_functions" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_functions_name_zh_prefix_idx" ON "app_functions" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_functions_name_en_prefix_idx" ON "app_functions" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_functions_code_idx" ON "app_functions" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "app_functions_enabled_idx" ON "app_functions" USING btree ("enabled","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_functions_code_uq" ON "app_functions" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "app_functions_created_idx" ON "app_functions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "app_functions_updated_idx" ON "app_functions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "function_configs_seq_no_prefix_idx" ON "function_configs" USING btree (lower("seq_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "function_configs_channel_prefix_idx" ON "function_configs" USING btree (lower("channel") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "function_configs_seq_no_idx" ON "function_configs" USING btree ("seq_no","id");--> statement-breakpoint
CREATE INDEX "function_configs_type_idx" ON "function_configs" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "function_configs_status_idx" ON "function_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "function_configs_created_idx" ON "function_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "function_configs_updated_idx" ON "function_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "legacy_general_configs_name_prefix_idx" ON "legacy_general_configs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legacy_general_configs_product_model_prefix_idx" ON "legacy_general_configs" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legacy_general_configs_software_package_no_prefix_idx" ON "legacy_general_configs" USING btree (lower("software_package_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legacy_general_configs_name_idx" ON "legacy_general_configs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "legacy_general_configs_product_model_idx" ON "legacy_general_configs" USING btree ("product_model","id");--> statement-breakpoint
CREATE INDEX "legacy_general_configs_status_idx" ON "legacy_general_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "legacy_general_configs_created_idx" ON "legacy_general_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "legacy_general_configs_updated_idx" ON "legacy_general_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "legacy_special_configs_sn_prefix_idx" ON "legacy_special_configs" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legacy_special_configs_channel_prefix_idx" ON "legacy_special_configs" USING btree (lower("channel") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "legacy_special_configs_sn_idx" ON "legacy_special_configs" USING btree ("sn","id");--> statement-breakpoint
CREATE INDEX "legacy_special_configs_status_idx" ON "legacy_special_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "legacy_special_configs_created_idx" ON "legacy_special_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "legacy_special_configs_updated_idx" ON "legacy_special_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "oem_devices_sn_prefix_idx" ON "oem_devices" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "oem_devices_customer_prefix_idx" ON "oem_devices" USING btree (lower("customer") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "oem_devices_product_model_prefix_idx" ON "oem_devices" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "oem_devices_sn_idx" ON "oem_devices" USING btree ("sn","id");--> statement-breakpoint
CREATE INDEX "oem_devices_customer_idx" ON "oem_devices" USING btree ("customer","id");--> statement-breakpoint
CREATE INDEX "oem_devices_valid_until_idx" ON "oem_devices" USING btree ("valid_until","id");--> statement-breakpoint
CREATE UNIQUE INDEX "oem_devices_sn_uq" ON "oem_devices" USING btree (lower("sn"));--> statement-breakpoint
CREATE INDEX "oem_devices_created_idx" ON "oem_devices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "oem_devices_updated_idx" ON "oem_devices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "packaging_records_task_no_prefix_idx" ON "packaging_records" USING btree (lower("task_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packaging_records_host_sn_prefix_idx" ON "packaging_records" USING btree (lower("host_sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packaging_records_host_sku_prefix_idx" ON "packaging_records" USING btree (lower("host_sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packaging_records_key_sn_prefix_idx" ON "packaging_records" USING btree (lower("key_sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packaging_records_task_no_idx" ON "packaging_records" USING btree ("task_no","id");--> statement-breakpoint
CREATE INDEX "packaging_records_host_sn_idx" ON "packaging_records" USING btree ("host_sn","id");--> statement-breakpoint
CREATE INDEX "packaging_records_status_idx" ON "packaging_records" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "packaging_records_created_idx" ON "packaging_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "packaging_records_updated_idx" ON "packaging_records" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "packing_records_task_no_prefix_idx" ON "packing_records" USING btree (lower("task_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packing_records_box_no_prefix_idx" ON "packing_records" USING btree (lower("box_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packing_records_production_plan_prefix_idx" ON "packing_records" USING btree (lower("production_plan") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packing_records_product_model_prefix_idx" ON "packing_records" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "packing_records_task_no_idx" ON "packing_records" USING btree ("task_no","id");--> statement-breakpoint
CREATE INDEX "packing_records_box_no_idx" ON "packing_records" USING btree ("box_no","id");--> statement-breakpoint
CREATE INDEX "packing_records_pack_date_idx" ON "packing_records" USING btree ("pack_date","id");--> statement-breakpoint
CREATE INDEX "packing_records_status_idx" ON "packing_records" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "packing_records_created_idx" ON "packing_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "packing_records_updated_idx" ON "packing_records" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "product_configurations_name_prefix_idx" ON "product_configurations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_configurations_product_model_prefix_idx" ON "product_configurations" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_configurations_software_package_no_prefix_idx" ON "product_configurations" USING btree (lower("software_package_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_configurations_name_idx" ON "product_configurations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_configurations_product_model_idx" ON "product_configurations" USING btree ("product_model","id");--> statement-breakpoint
CREATE INDEX "product_configurations_created_idx" ON "product_configurations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_configurations_updated_idx" ON "product_configurations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "product_model_configurations_product_model_prefix_idx" ON "product_model_configurations" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_model_configurations_product_model_idx" ON "product_model_configurations" USING btree ("product_model","id");--> statement-breakpoint
CREATE INDEX "product_model_configurations_activation_type_idx" ON "product_model_configurations" USING btree ("activation_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_model_configurations_product_model_uq" ON "product_model_configurations" USING btree (lower("product_model"));--> statement-breakpoint
CREATE INDEX "product_model_configurations_created_idx" ON "product_model_configurations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_model_configurations_updated_idx" ON "product_model_configurations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sn_common_configs_name_prefix_idx" ON "sn_common_configs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sn_common_configs_product_model_prefix_idx" ON "sn_common_configs" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sn_common_configs_software_package_no_prefix_idx" ON "sn_common_configs" USING btree (lower("software_package_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sn_common_configs_name_idx" ON "sn_common_configs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sn_common_configs_product_model_idx" ON "sn_common_configs" USING btree ("product_model","id");--> statement-breakpoint
CREATE INDEX "sn_common_configs_status_idx" ON "sn_common_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sn_common_configs_created_idx" ON "sn_common_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sn_common_configs_updated_idx" ON "sn_common_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_sn_prefix_idx" ON "sn_special_configs" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sn_special_configs_channel_prefix_idx" ON "sn_special_configs" USING btree (lower("channel") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sn_special_configs_sn_idx" ON "sn_special_configs" USING btree ("sn","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_effect_type_idx" ON "sn_special_configs" USING btree ("effect_type","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_order_type_idx" ON "sn_special_configs" USING btree ("order_type","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_status_idx" ON "sn_special_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_created_idx" ON "sn_special_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sn_special_configs_updated_idx" ON "sn_special_configs" USING btree ("updated_at","id");