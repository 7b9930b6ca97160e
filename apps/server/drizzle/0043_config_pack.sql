CREATE TABLE "config_pack" (
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
	"pack_no" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"product_model_ids" integer[] NOT NULL,
	"software_package_no" varchar(64) NOT NULL,
	"function_package_no" varchar(64),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "config_pack_no_uq" ON "config_pack" USING btree ("pack_no");--> statement-breakpoint
CREATE INDEX "config_pack_no_prefix_idx" ON "config_pack" USING btree (lower("pack_no") text_pattern_ops) WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_name_prefix_idx" ON "config_pack" USING btree (lower("name") text_pattern_ops) WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_sw_prefix_idx" ON "config_pack" USING btree (lower("software_package_no") text_pattern_ops) WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_models_idx" ON "config_pack" USING gin ("product_model_ids");--> statement-breakpoint
CREATE INDEX "config_pack_status_idx" ON "config_pack" USING btree ("status","pack_no") WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_open_idx" ON "config_pack" USING btree ("open_revision","pack_no") WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_created_idx" ON "config_pack" USING btree ("created_at","id") WHERE "config_pack"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "config_pack_updated_idx" ON "config_pack" USING btree ("updated_at","id") WHERE "config_pack"."del_flag" = false;