CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" varchar(64) NOT NULL,
	"last_name" varchar(64) NOT NULL,
	"country" varchar(2) NOT NULL,
	"province" varchar(64),
	"city" varchar(64),
	"detail" varchar(255) NOT NULL,
	"postcode" varchar(16),
	"phone" varchar(32),
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(64) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_kind" varchar(8) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_labels" (
	"customer_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_labels_customer_id_label_id_pk" PRIMARY KEY("customer_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" varchar(128) NOT NULL,
	"email" varchar(128),
	"phone" varchar(32),
	"phone_rev" varchar(32),
	"password_hash" text,
	"name" varchar(64),
	"nickname" varchar(64),
	"avatar" varchar(512),
	"sex" varchar(8) DEFAULT 'unknown' NOT NULL,
	"country" varchar(2),
	"classification" varchar(8) DEFAULT 'normal' NOT NULL,
	"source" varchar(16) DEFAULT 'app' NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"soft_code" varchar(64),
	"user_type" varchar(16),
	"industry" varchar(64),
	"identity" varchar(64),
	"language" varchar(8) DEFAULT 'zh-CN' NOT NULL,
	"product_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"sfd_status" varchar(16) DEFAULT 'none' NOT NULL,
	"sfd_front" varchar(512),
	"sfd_back" varchar(512),
	"sfd_remark" varchar(500),
	"remark" varchar(500),
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access_at" timestamp with time zone,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(128),
	"phone" varchar(32),
	"name" varchar(64),
	"country" varchar(2),
	"source" varchar(32) DEFAULT 'website' NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"customer_id" integer,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" varchar(64) NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"color" varchar(16) DEFAULT 'blue' NOT NULL,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" varchar(255) NOT NULL,
	"actor_kind" varchar(8) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default" = true;--> statement-breakpoint
CREATE INDEX "customer_events_customer_idx" ON "customer_events" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_events_kind_idx" ON "customer_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "customer_labels_label_idx" ON "customer_labels" USING btree ("label_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_tokens_session_idx" ON "customer_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_uq" ON "customers" USING btree (lower("account")) WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email")) WHERE "customers"."del_flag" = false and "customers"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_uq" ON "customers" USING btree ("phone") WHERE "customers"."del_flag" = false and "customers"."phone" is not null;--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops) WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_account_prefix_idx" ON "customers" USING btree (lower("account") text_pattern_ops) WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_phone_rev_idx" ON "customers" USING btree ("phone_rev" text_pattern_ops) WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_registered_idx" ON "customers" USING btree ("registered_at") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country","registered_at") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_class_idx" ON "customers" USING btree ("classification","registered_at") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","registered_at") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "customers_product_idx" ON "customers" USING btree ("product_id","registered_at") WHERE "customers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "forecast_users_created_idx" ON "forecast_users" USING btree ("created_at") WHERE "forecast_users"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "forecast_users_email_idx" ON "forecast_users" USING btree (lower("email") text_pattern_ops) WHERE "forecast_users"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "forecast_users_status_idx" ON "forecast_users" USING btree ("status","created_at") WHERE "forecast_users"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_zh_uq" ON "labels" USING btree (lower("name_zh")) WHERE "labels"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_en_uq" ON "labels" USING btree (lower("name_en")) WHERE "labels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "labels_created_idx" ON "labels" USING btree ("created_at") WHERE "labels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "points_movements_customer_idx" ON "points_movements" USING btree ("customer_id","created_at");