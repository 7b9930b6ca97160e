CREATE TABLE "mail_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"host" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"security" varchar(16) DEFAULT 'starttls' NOT NULL,
	"username" varchar(255),
	"secret_cipher" text,
	"from_address" varchar(255) NOT NULL,
	"from_name" varchar(128),
	"is_default" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"remark" varchar(500),
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_error" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(500) NOT NULL,
	"template_id" integer,
	"provider_id" integer,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_subscriptions" (
	"customer_id" integer NOT NULL,
	"topic" varchar(64) NOT NULL,
	"subscribed" boolean NOT NULL,
	"source" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_subscriptions_customer_id_topic_pk" PRIMARY KEY("customer_id","topic")
);
--> statement-breakpoint
CREATE TABLE "mail_template_config" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"kind" varchar(16) DEFAULT 'email' NOT NULL,
	"topic" varchar(64),
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" varchar(500) NOT NULL,
	"bindings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_topics" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_providers_name_uq" ON "mail_providers" USING btree (lower("name")) WHERE "mail_providers"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_providers_default_uq" ON "mail_providers" USING btree ("is_default") WHERE "mail_providers"."del_flag" = false and "mail_providers"."is_default" = true;--> statement-breakpoint
CREATE INDEX "mail_providers_created_idx" ON "mail_providers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_scenes_code_uq" ON "mail_scenes" USING btree (lower("code")) WHERE "mail_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mail_scenes_name_prefix_idx" ON "mail_scenes" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_scenes_created_idx" ON "mail_scenes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_subscriptions_topic_idx" ON "mail_subscriptions" USING btree ("topic","subscribed","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_code_uq" ON "mail_templates" USING btree (lower("code")) WHERE "mail_templates"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mail_templates_name_prefix_idx" ON "mail_templates" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_templates_kind_idx" ON "mail_templates" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_scenes_code_uq" ON "message_scenes" USING btree (lower("code")) WHERE "message_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "message_scenes_created_idx" ON "message_scenes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_terminals_code_uq" ON "receiving_terminals" USING btree (lower("code")) WHERE "receiving_terminals"."del_flag" = false;