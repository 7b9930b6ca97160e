CREATE TABLE "software_app_checklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_model_id" integer NOT NULL,
	"software_code_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_mnemonics" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"software_code_id" integer,
	"text_zh" varchar(500) NOT NULL,
	"text_en" varchar(500) NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"product_model_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"software_code_id" integer NOT NULL,
	"operation_type" varchar(16) NOT NULL,
	"version_no" varchar(32) NOT NULL,
	"base_version" varchar(32),
	"file_id" varchar(36),
	"file_name" varchar(255),
	"file_size" integer,
	"file_sha256" varchar(64),
	"notes_zh" varchar(5000),
	"notes_en" varchar(5000),
	"min_versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"submitted_by_id" integer,
	"submitted_by" varchar(64),
	"submitted_at" timestamp with time zone,
	"reviewed_by" varchar(64),
	"released_at" timestamp with time zone,
	"withdrawn_by" varchar(64),
	"withdrawn_at" timestamp with time zone,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "software_app_checklist_uq" ON "software_app_checklist" USING btree ("product_model_id","software_code_id") WHERE "software_app_checklist"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "software_app_checklist_model_idx" ON "software_app_checklist" USING btree ("product_model_id","sort");--> statement-breakpoint
CREATE INDEX "software_app_checklist_software_idx" ON "software_app_checklist" USING btree ("software_code_id","sort");--> statement-breakpoint
CREATE INDEX "software_app_checklist_required_idx" ON "software_app_checklist" USING btree ("required","sort");--> statement-breakpoint
CREATE INDEX "software_app_checklist_sort_idx" ON "software_app_checklist" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "software_app_checklist_created_idx" ON "software_app_checklist" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "software_mnemonics_code_uq" ON "software_mnemonics" USING btree (lower("code")) WHERE "software_mnemonics"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "software_mnemonics_code_prefix_idx" ON "software_mnemonics" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_mnemonics_text_zh_prefix_idx" ON "software_mnemonics" USING btree (lower("text_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_mnemonics_text_en_prefix_idx" ON "software_mnemonics" USING btree (lower("text_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_mnemonics_software_idx" ON "software_mnemonics" USING btree ("software_code_id","created_at");--> statement-breakpoint
CREATE INDEX "software_mnemonics_code_idx" ON "software_mnemonics" USING btree ("code");--> statement-breakpoint
CREATE INDEX "software_mnemonics_created_idx" ON "software_mnemonics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "software_mnemonics_updated_idx" ON "software_mnemonics" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "software_codes_code_uq" ON "software_codes" USING btree (lower("code")) WHERE "software_codes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "software_codes_code_prefix_idx" ON "software_codes" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_codes_name_zh_prefix_idx" ON "software_codes" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_codes_name_en_prefix_idx" ON "software_codes" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_codes_models_idx" ON "software_codes" USING gin ("product_model_ids");--> statement-breakpoint
CREATE INDEX "software_codes_status_idx" ON "software_codes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "software_codes_code_idx" ON "software_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "software_codes_created_idx" ON "software_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "software_codes_updated_idx" ON "software_codes" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "software_versions_code_version_uq" ON "software_versions" USING btree ("software_code_id","version_no") WHERE "software_versions"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "software_versions_code_idx" ON "software_versions" USING btree ("software_code_id","created_at");--> statement-breakpoint
CREATE INDEX "software_versions_version_prefix_idx" ON "software_versions" USING btree (lower("version_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "software_versions_version_idx" ON "software_versions" USING btree ("version_no");--> statement-breakpoint
CREATE INDEX "software_versions_type_idx" ON "software_versions" USING btree ("operation_type","created_at");--> statement-breakpoint
CREATE INDEX "software_versions_state_idx" ON "software_versions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "software_versions_released_idx" ON "software_versions" USING btree ("software_code_id","released_at") WHERE "software_versions"."state" = 'released' and "software_versions"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "software_versions_created_idx" ON "software_versions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "software_versions_updated_idx" ON "software_versions" USING btree ("updated_at");