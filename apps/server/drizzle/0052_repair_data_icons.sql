CREATE TABLE "faultlight_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"icon_serial_number" varchar(64) NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"meaning_zh" varchar(2000),
	"meaning_en" varchar(2000),
	"action_zh" varchar(2000),
	"action_en" varchar(2000)
);
--> statement-breakpoint
CREATE TABLE "faultlight_icons" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_number" varchar(64) NOT NULL,
	"image_id" uuid NOT NULL,
	"name_zh" varchar(128),
	"name_en" varchar(128),
	"category" varchar(16) NOT NULL,
	"color" varchar(16) NOT NULL,
	"meaning_zh" varchar(2000),
	"meaning_en" varchar(2000),
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_data_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_name" varchar(128) NOT NULL,
	"repair_type" varchar(16) NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "repair_fault_codes_in" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(64) NOT NULL,
	"description_zh" varchar(500),
	"description_en" varchar(500),
	"repair_type" varchar(16) NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "repair_fault_codes_out" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"repair_data_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"description_zh" varchar(500),
	"description_en" varchar(500),
	"internal_code" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "repair_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name_zh" varchar(128),
	"name_en" varchar(128),
	"repair_type" varchar(16) NOT NULL,
	"content" text,
	"attachment_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "repair_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(128) NOT NULL,
	"task_type" varchar(16) NOT NULL,
	"repair_data_id" integer,
	"assignee" varchar(128) NOT NULL,
	"due_date" date NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"created_by" integer,
	"creator_name" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "repair_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"repair_data_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" smallint,
	"year_to" smallint
);
--> statement-breakpoint
CREATE INDEX "faultlight_details_created_idx" ON "faultlight_details" USING btree ("created_at","id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_updated_idx" ON "faultlight_details" USING btree ("updated_at","id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "faultlight_details_serial_uq" ON "faultlight_details" USING btree (lower("serial_number")) WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_serial_prefix_idx" ON "faultlight_details" USING btree (lower("serial_number") text_pattern_ops) WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_icon_prefix_idx" ON "faultlight_details" USING btree (lower("icon_serial_number") text_pattern_ops) WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_serial_idx" ON "faultlight_details" USING btree ("serial_number","id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_icon_idx" ON "faultlight_details" USING btree (lower("icon_serial_number"),"id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_brand_idx" ON "faultlight_details" USING btree ("brand_id","id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_details_model_idx" ON "faultlight_details" USING btree ("model_id","id") WHERE "faultlight_details"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_created_idx" ON "faultlight_icons" USING btree ("created_at","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_updated_idx" ON "faultlight_icons" USING btree ("updated_at","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "faultlight_icons_serial_uq" ON "faultlight_icons" USING btree (lower("serial_number")) WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_serial_prefix_idx" ON "faultlight_icons" USING btree (lower("serial_number") text_pattern_ops) WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_name_zh_prefix_idx" ON "faultlight_icons" USING btree (lower("name_zh") text_pattern_ops) WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_name_en_prefix_idx" ON "faultlight_icons" USING btree (lower("name_en") text_pattern_ops) WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_serial_idx" ON "faultlight_icons" USING btree ("serial_number","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_name_zh_idx" ON "faultlight_icons" USING btree ("name_zh","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_name_en_idx" ON "faultlight_icons" USING btree ("name_en","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_category_idx" ON "faultlight_icons" USING btree ("category","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_color_idx" ON "faultlight_icons" USING btree ("color","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "faultlight_icons_enabled_idx" ON "faultlight_icons" USING btree ("enabled","id") WHERE "faultlight_icons"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_data_items_created_idx" ON "repair_data_items" USING btree ("created_at","id") WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_data_items_updated_idx" ON "repair_data_items" USING btree ("updated_at","id") WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_data_items_name_uq" ON "repair_data_items" USING btree (lower("data_name")) WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_data_items_name_prefix_idx" ON "repair_data_items" USING btree (lower("data_name") text_pattern_ops) WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_data_items_name_idx" ON "repair_data_items" USING btree ("data_name","id") WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_data_items_type_idx" ON "repair_data_items" USING btree ("repair_type","id") WHERE "repair_data_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_created_idx" ON "repair_fault_codes_in" USING btree ("created_at","id") WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_updated_idx" ON "repair_fault_codes_in" USING btree ("updated_at","id") WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_fault_codes_in_code_uq" ON "repair_fault_codes_in" USING btree (lower("code")) WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_code_prefix_idx" ON "repair_fault_codes_in" USING btree (lower("code") text_pattern_ops) WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_desc_zh_prefix_idx" ON "repair_fault_codes_in" USING btree (lower("description_zh") text_pattern_ops) WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_desc_en_prefix_idx" ON "repair_fault_codes_in" USING btree (lower("description_en") text_pattern_ops) WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_code_idx" ON "repair_fault_codes_in" USING btree ("code","id") WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_in_type_idx" ON "repair_fault_codes_in" USING btree ("repair_type","id") WHERE "repair_fault_codes_in"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_created_idx" ON "repair_fault_codes_out" USING btree ("created_at","id") WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_updated_idx" ON "repair_fault_codes_out" USING btree ("updated_at","id") WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_fault_codes_out_code_uq" ON "repair_fault_codes_out" USING btree ("repair_data_id",lower("code")) WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_code_prefix_idx" ON "repair_fault_codes_out" USING btree (lower("code") text_pattern_ops) WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_internal_prefix_idx" ON "repair_fault_codes_out" USING btree (lower("internal_code") text_pattern_ops) WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_code_idx" ON "repair_fault_codes_out" USING btree ("code","id") WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_fault_codes_out_data_idx" ON "repair_fault_codes_out" USING btree ("repair_data_id","id") WHERE "repair_fault_codes_out"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_created_idx" ON "repair_materials" USING btree ("created_at","id") WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_updated_idx" ON "repair_materials" USING btree ("updated_at","id") WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_name_zh_prefix_idx" ON "repair_materials" USING btree (lower("name_zh") text_pattern_ops) WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_name_en_prefix_idx" ON "repair_materials" USING btree (lower("name_en") text_pattern_ops) WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_name_zh_idx" ON "repair_materials" USING btree ("name_zh","id") WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_name_en_idx" ON "repair_materials" USING btree ("name_en","id") WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_materials_type_idx" ON "repair_materials" USING btree ("repair_type","id") WHERE "repair_materials"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_created_idx" ON "repair_tasks" USING btree ("created_at","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_updated_idx" ON "repair_tasks" USING btree ("updated_at","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_name_prefix_idx" ON "repair_tasks" USING btree (lower("name") text_pattern_ops) WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_assignee_prefix_idx" ON "repair_tasks" USING btree (lower("assignee") text_pattern_ops) WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_name_idx" ON "repair_tasks" USING btree ("name","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_assignee_idx" ON "repair_tasks" USING btree ("assignee","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_due_idx" ON "repair_tasks" USING btree ("due_date","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_type_idx" ON "repair_tasks" USING btree ("task_type","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_tasks_status_idx" ON "repair_tasks" USING btree ("status","id") WHERE "repair_tasks"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_created_idx" ON "repair_vehicles" USING btree ("created_at","id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_updated_idx" ON "repair_vehicles" USING btree ("updated_at","id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "repair_vehicles_model_uq" ON "repair_vehicles" USING btree ("repair_data_id","model_id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_data_idx" ON "repair_vehicles" USING btree ("repair_data_id","id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_brand_idx" ON "repair_vehicles" USING btree ("brand_id","id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_model_idx" ON "repair_vehicles" USING btree ("model_id","id") WHERE "repair_vehicles"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "repair_vehicles_year_idx" ON "repair_vehicles" USING btree ("year_from","id") WHERE "repair_vehicles"."del_flag" = false;