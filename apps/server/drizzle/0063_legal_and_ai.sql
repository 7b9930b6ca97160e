CREATE TABLE "ai_ask_presets" (
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
	"preset_no" varchar(32) NOT NULL,
	"scene" varchar(64) NOT NULL,
	"language" varchar(8) NOT NULL,
	"model_id" integer NOT NULL,
	"temperature" real NOT NULL,
	"system_prompt" varchar(8000) NOT NULL,
	"categories" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "ai_budget_usage" (
	"app_code" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL,
	"cost" double precision DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_budget_usage_app_code_day_pk" PRIMARY KEY("app_code","day")
);
--> statement-breakpoint
CREATE TABLE "ai_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" varchar(64) NOT NULL,
	"daily_tokens" bigint DEFAULT 0 NOT NULL,
	"daily_cost" double precision DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"model_name" varchar(128) NOT NULL,
	"base_url" varchar(512),
	"secret" varchar(8),
	"secret_sealed" varchar(2048),
	"has_secret" boolean DEFAULT false NOT NULL,
	"timeout_ms" integer NOT NULL,
	"rate_limit" integer DEFAULT 0 NOT NULL,
	"token_limit" integer NOT NULL,
	"price_input" double precision DEFAULT 0 NOT NULL,
	"price_output" double precision DEFAULT 0 NOT NULL,
	"fallback_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"role_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"remark" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"version_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"app_code" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_type_apps" (
	"type" varchar(32) PRIMARY KEY NOT NULL,
	"software_codes" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"seq" integer NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"bodies" jsonb NOT NULL,
	"languages" varchar(8)[] DEFAULT '{}'::varchar[] NOT NULL,
	"effective_date" timestamp with time zone NOT NULL,
	"material" boolean DEFAULT false NOT NULL,
	"content_hash" varchar(64),
	"remark" varchar(500),
	"reject_reason" varchar(500),
	"author_id" integer,
	"editor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reviewer_id" integer,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_ask_presets_no_uq" ON "ai_ask_presets" USING btree ("preset_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_ask_presets_scene_uq" ON "ai_ask_presets" USING btree ("scene","language") WHERE "ai_ask_presets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "ai_ask_presets_no_prefix_idx" ON "ai_ask_presets" USING btree (lower("preset_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_ask_presets_scene_prefix_idx" ON "ai_ask_presets" USING btree (lower("scene") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_ask_presets_language_idx" ON "ai_ask_presets" USING btree ("language","preset_no");--> statement-breakpoint
CREATE INDEX "ai_ask_presets_status_idx" ON "ai_ask_presets" USING btree ("status","preset_no");--> statement-breakpoint
CREATE INDEX "ai_ask_presets_open_idx" ON "ai_ask_presets" USING btree ("open_revision","preset_no");--> statement-breakpoint
CREATE INDEX "ai_ask_presets_created_idx" ON "ai_ask_presets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ai_ask_presets_updated_idx" ON "ai_ask_presets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_budgets_app_uq" ON "ai_budgets" USING btree ("app_code");--> statement-breakpoint
CREATE INDEX "ai_budgets_app_prefix_idx" ON "ai_budgets" USING btree (lower("app_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_budgets_created_idx" ON "ai_budgets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ai_budgets_updated_idx" ON "ai_budgets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_models_name_uq" ON "ai_models" USING btree ("name") WHERE "ai_models"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "ai_models_name_prefix_idx" ON "ai_models" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_models_provider_idx" ON "ai_models" USING btree ("provider","id");--> statement-breakpoint
CREATE INDEX "ai_models_enabled_idx" ON "ai_models" USING btree ("enabled","id");--> statement-breakpoint
CREATE INDEX "ai_models_created_idx" ON "ai_models" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ai_models_updated_idx" ON "ai_models" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "legal_consents_customer_idx" ON "legal_consents" USING btree ("customer_id","app_code","type","id");--> statement-breakpoint
CREATE INDEX "legal_consents_created_idx" ON "legal_consents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "legal_consents_version_idx" ON "legal_consents" USING btree ("version_id","language","app_code");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_versions_type_seq_uq" ON "legal_versions" USING btree ("type","seq");--> statement-breakpoint
CREATE INDEX "legal_versions_created_idx" ON "legal_versions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "legal_versions_status_idx" ON "legal_versions" USING btree ("type","status","effective_date");