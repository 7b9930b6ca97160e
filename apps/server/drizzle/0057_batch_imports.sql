CREATE TABLE "vehicle_batch_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upload_type" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'uploading' NOT NULL,
	"template_name" varchar(255) NOT NULL,
	"template_path" varchar(255) NOT NULL,
	"zip_name" varchar(255) NOT NULL,
	"zip_path" varchar(255),
	"zip_expire_time" timestamp with time zone NOT NULL,
	"zip_deleted" boolean DEFAULT false NOT NULL,
	"job_id" uuid,
	"total_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error_code" integer,
	"result_path" varchar(255),
	"result_name" varchar(255),
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_created_idx" ON "vehicle_batch_imports" USING btree ("created_at","id") WHERE "vehicle_batch_imports"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_status_idx" ON "vehicle_batch_imports" USING btree ("status","id") WHERE "vehicle_batch_imports"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_type_idx" ON "vehicle_batch_imports" USING btree ("upload_type","id") WHERE "vehicle_batch_imports"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_template_prefix_idx" ON "vehicle_batch_imports" USING btree (lower("template_name") text_pattern_ops) WHERE "vehicle_batch_imports"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_creator_prefix_idx" ON "vehicle_batch_imports" USING btree (lower("creator_name") text_pattern_ops) WHERE "vehicle_batch_imports"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_batch_imports_zip_expire_idx" ON "vehicle_batch_imports" USING btree ("zip_expire_time") WHERE "vehicle_batch_imports"."zip_deleted" = false;