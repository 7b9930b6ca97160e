CREATE TABLE "config_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"object_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"state" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"author_id" integer,
	"author_name" varchar(64),
	"editor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reviewer_id" integer,
	"reviewer_name" varchar(64),
	"reason" varchar(500),
	"rollback_of" integer,
	"blast" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "config_general" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"open_revision" varchar(16) DEFAULT 'none' NOT NULL,
	"applied_seq" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"creator_name" varchar(64),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"config_no" varchar(32) NOT NULL,
	"product_model_ids" integer[] NOT NULL,
	"software_package_no" varchar(64) NOT NULL,
	"function_package_no" varchar(64),
	"sku_codes" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "config_mask" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"open_revision" varchar(16) DEFAULT 'none' NOT NULL,
	"applied_seq" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"creator_name" varchar(64),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mask_no" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model_ids" integer[] NOT NULL,
	"function_codes" varchar(64)[] NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "config_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) NOT NULL,
	"open_revision" varchar(16) DEFAULT 'none' NOT NULL,
	"applied_seq" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"creator_name" varchar(64),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"package_no" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model_id" integer NOT NULL,
	"software_package_no" varchar(64) NOT NULL,
	"firmware" varchar(64),
	"activation_type" varchar(16) NOT NULL,
	"brand_count" integer NOT NULL,
	"manufacturer" varchar(128),
	"goods_type" varchar(16),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "config_special" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"channel_id" integer,
	"effect_type" varchar(16) NOT NULL,
	"effect_at" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"order_type" varchar(16) NOT NULL,
	"software_package_no" varchar(64),
	"function_package_no" varchar(64),
	"brand_count" integer,
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "config_revisions_seq_uq" ON "config_revisions" USING btree ("kind","object_id","seq");--> statement-breakpoint
CREATE INDEX "config_revisions_open_idx" ON "config_revisions" USING btree ("kind","state") WHERE "config_revisions"."state" in ('draft', 'inReview', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "config_general_no_uq" ON "config_general" USING btree ("config_no");--> statement-breakpoint
CREATE INDEX "config_general_no_prefix_idx" ON "config_general" USING btree (lower("config_no") text_pattern_ops) WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_sw_prefix_idx" ON "config_general" USING btree (lower("software_package_no") text_pattern_ops) WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_fn_prefix_idx" ON "config_general" USING btree (lower("function_package_no") text_pattern_ops) WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_models_idx" ON "config_general" USING gin ("product_model_ids");--> statement-breakpoint
CREATE INDEX "config_general_status_idx" ON "config_general" USING btree ("status","config_no") WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_open_idx" ON "config_general" USING btree ("open_revision","config_no") WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_created_idx" ON "config_general" USING btree ("created_at","id") WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_general_updated_idx" ON "config_general" USING btree ("updated_at","id") WHERE "config_general"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "config_mask_no_uq" ON "config_mask" USING btree ("mask_no");--> statement-breakpoint
CREATE INDEX "config_mask_no_prefix_idx" ON "config_mask" USING btree (lower("mask_no") text_pattern_ops) WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_mask_name_prefix_idx" ON "config_mask" USING btree (lower("name") text_pattern_ops) WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_mask_models_idx" ON "config_mask" USING gin ("product_model_ids");--> statement-breakpoint
CREATE INDEX "config_mask_status_idx" ON "config_mask" USING btree ("status","mask_no") WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_mask_open_idx" ON "config_mask" USING btree ("open_revision","mask_no") WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_mask_created_idx" ON "config_mask" USING btree ("created_at","id") WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_mask_updated_idx" ON "config_mask" USING btree ("updated_at","id") WHERE "config_mask"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "config_product_no_uq" ON "config_product" USING btree ("package_no");--> statement-breakpoint
CREATE INDEX "config_product_no_prefix_idx" ON "config_product" USING btree (lower("package_no") text_pattern_ops) WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_name_prefix_idx" ON "config_product" USING btree (lower("name") text_pattern_ops) WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_sw_prefix_idx" ON "config_product" USING btree (lower("software_package_no") text_pattern_ops) WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_name_idx" ON "config_product" USING btree ("name","id") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_model_idx" ON "config_product" USING btree ("product_model_id","status");--> statement-breakpoint
CREATE INDEX "config_product_activation_idx" ON "config_product" USING btree ("activation_type","package_no") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_goods_idx" ON "config_product" USING btree ("goods_type","package_no") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_status_idx" ON "config_product" USING btree ("status","package_no") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_open_idx" ON "config_product" USING btree ("open_revision","package_no") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_created_idx" ON "config_product" USING btree ("created_at","id") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_product_updated_idx" ON "config_product" USING btree ("updated_at","id") WHERE "config_product"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_special_sn_idx" ON "config_special" USING btree (lower("sn"),"effect_at");--> statement-breakpoint
CREATE INDEX "config_special_sn_prefix_idx" ON "config_special" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "config_special_effect_idx" ON "config_special" USING btree ("effect_at","id");--> statement-breakpoint
CREATE INDEX "config_special_channel_idx" ON "config_special" USING btree ("channel_id","effect_at");--> statement-breakpoint
CREATE INDEX "config_special_type_idx" ON "config_special" USING btree ("effect_type","effect_at");--> statement-breakpoint
CREATE INDEX "config_special_order_idx" ON "config_special" USING btree ("order_type","effect_at");--> statement-breakpoint
CREATE INDEX "config_special_status_idx" ON "config_special" USING btree ("status","effect_at");--> statement-breakpoint
CREATE INDEX "config_special_created_idx" ON "config_special" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "config_special_updated_idx" ON "config_special" USING btree ("updated_at","id");