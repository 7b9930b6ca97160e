CREATE TABLE "dashboard_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"dashboard" varchar(16) NOT NULL,
	"frequency" varchar(8) NOT NULL,
	"zone" smallint NOT NULL,
	"language" varchar(8) NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"attach_pdf" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" varchar(64) NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_sent" integer DEFAULT 0 NOT NULL,
	"last_skipped" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_active_daily" (
	"day" date NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"version" varchar(32) NOT NULL,
	"devices" integer NOT NULL,
	"sessions" integer NOT NULL,
	"crash_devices" integer NOT NULL,
	"crash_sessions" integer NOT NULL,
	CONSTRAINT "tracking_active_daily_day_soft_code_version_pk" PRIMARY KEY("day","soft_code","version")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"owner" varchar(128) NOT NULL,
	"enforcement" varchar(8) NOT NULL,
	"description_zh" varchar(500),
	"description_en" varchar(500),
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_hot_function_daily" (
	"day" date NOT NULL,
	"hot_function_id" integer NOT NULL,
	"version" varchar(32) NOT NULL,
	"calls" integer NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "tracking_hot_function_daily_day_hot_function_id_version_pk" PRIMARY KEY("day","hot_function_id","version")
);
--> statement-breakpoint
CREATE TABLE "tracking_hot_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"event_id" integer NOT NULL,
	"failure_property" varchar(40) NOT NULL,
	"failure_value" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_ingest_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" varchar(8) NOT NULL,
	"event_code" varchar(64) NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"sn" varchar(64) NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"key_name" varchar(128) NOT NULL,
	"code" integer NOT NULL,
	"detail" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"remark" varchar(500),
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_rollup_daily" (
	"day" date NOT NULL,
	"event_id" smallint NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"version" varchar(32) NOT NULL,
	"country" varchar(2) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"events" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "tracking_rollup_daily_day_event_id_soft_code_version_country_product_model_pk" PRIMARY KEY("day","event_id","soft_code","version","country","product_model")
);
--> statement-breakpoint
CREATE TABLE "tracking_rollup_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"event_id" smallint NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"version" varchar(32) NOT NULL,
	"country" varchar(2) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"events" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "tracking_rollup_hourly_hour_event_id_soft_code_version_country_product_model_pk" PRIMARY KEY("hour","event_id","soft_code","version","country","product_model")
);
--> statement-breakpoint
ALTER TABLE "tracking_hot_functions" ADD CONSTRAINT "tracking_hot_functions_event_id_tracking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tracking_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_schedules_due_idx" ON "dashboard_schedules" USING btree ("next_run_at") WHERE "dashboard_schedules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dashboard_schedules_created_idx" ON "dashboard_schedules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_active_daily_soft_idx" ON "tracking_active_daily" USING btree ("soft_code","version","day");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_code_uq" ON "tracking_events" USING btree (lower("code")) WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_code_prefix_idx" ON "tracking_events" USING btree (lower("code") text_pattern_ops) WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_name_zh_prefix_idx" ON "tracking_events" USING btree (lower("name_zh") text_pattern_ops) WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_name_en_prefix_idx" ON "tracking_events" USING btree (lower("name_en") text_pattern_ops) WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_owner_prefix_idx" ON "tracking_events" USING btree (lower("owner") text_pattern_ops) WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_kind_code_idx" ON "tracking_events" USING btree ("kind","code","id") WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_kind_enforcement_idx" ON "tracking_events" USING btree ("kind","enforcement","code") WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("kind","created_at","id") WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_events_updated_idx" ON "tracking_events" USING btree ("kind","updated_at","id") WHERE "tracking_events"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "tracking_hot_function_daily_fn_idx" ON "tracking_hot_function_daily" USING btree ("hot_function_id","day");--> statement-breakpoint
CREATE INDEX "tracking_hot_functions_soft_prefix_idx" ON "tracking_hot_functions" USING btree (lower("soft_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tracking_hot_functions_soft_idx" ON "tracking_hot_functions" USING btree ("soft_code","id");--> statement-breakpoint
CREATE INDEX "tracking_hot_functions_event_idx" ON "tracking_hot_functions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tracking_hot_functions_created_idx" ON "tracking_hot_functions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_hot_functions_updated_idx" ON "tracking_hot_functions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tracking_ingest_issues_created_idx" ON "tracking_ingest_issues" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_ingest_issues_level_idx" ON "tracking_ingest_issues" USING btree ("level","created_at");--> statement-breakpoint
CREATE INDEX "tracking_ingest_issues_event_prefix_idx" ON "tracking_ingest_issues" USING btree (lower("event_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tracking_ingest_issues_client_prefix_idx" ON "tracking_ingest_issues" USING btree (lower("client_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tracking_ingest_issues_sn_prefix_idx" ON "tracking_ingest_issues" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_keys_hash_uq" ON "tracking_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "tracking_keys_name_prefix_idx" ON "tracking_keys" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tracking_keys_name_idx" ON "tracking_keys" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "tracking_keys_enabled_idx" ON "tracking_keys" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "tracking_keys_created_idx" ON "tracking_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_keys_updated_idx" ON "tracking_keys" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tracking_rollup_daily_event_idx" ON "tracking_rollup_daily" USING btree ("event_id","day");--> statement-breakpoint
CREATE INDEX "tracking_rollup_daily_soft_idx" ON "tracking_rollup_daily" USING btree ("soft_code","day");--> statement-breakpoint
CREATE INDEX "tracking_rollup_hourly_event_idx" ON "tracking_rollup_hourly" USING btree ("event_id","hour");