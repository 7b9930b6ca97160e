CREATE TABLE "app_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "log_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"sn_detail_id" integer,
	"product_model" varchar(64) NOT NULL,
	"vehicle" varchar(128),
	"upload_method" varchar(16) NOT NULL,
	"category" varchar(32) NOT NULL,
	"file_id" varchar(36) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" bigint NOT NULL,
	"original_size" bigint,
	"sha256" varchar(64) NOT NULL,
	"software_version" varchar(64),
	"firmware_version" varchar(64),
	"log_time" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitter" varchar(128),
	"ip" varchar(64),
	"region" varchar(64),
	"app_key_id" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "app_keys_hash_uq" ON "app_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "app_keys_name_prefix_idx" ON "app_keys" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_keys_enabled_idx" ON "app_keys" USING btree ("enabled","created_at");--> statement-breakpoint
CREATE INDEX "app_keys_created_idx" ON "app_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "log_files_file_uq" ON "log_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "log_files_uploaded_idx" ON "log_files" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "log_files_log_time_idx" ON "log_files" USING btree ("log_time","id");--> statement-breakpoint
CREATE INDEX "log_files_size_idx" ON "log_files" USING btree ("file_size","id");--> statement-breakpoint
CREATE INDEX "log_files_sn_prefix_idx" ON "log_files" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_model_prefix_idx" ON "log_files" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_vehicle_prefix_idx" ON "log_files" USING btree (lower("vehicle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_submitter_prefix_idx" ON "log_files" USING btree (lower("submitter") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_sw_prefix_idx" ON "log_files" USING btree (lower("software_version") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_ip_prefix_idx" ON "log_files" USING btree (lower("ip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_region_prefix_idx" ON "log_files" USING btree (lower("region") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "log_files_method_idx" ON "log_files" USING btree ("upload_method","uploaded_at");--> statement-breakpoint
CREATE INDEX "log_files_category_idx" ON "log_files" USING btree ("category","uploaded_at");--> statement-breakpoint
CREATE INDEX "log_files_sn_detail_idx" ON "log_files" USING btree ("sn_detail_id");