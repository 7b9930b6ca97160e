CREATE TABLE "dealer_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(128) NOT NULL,
	"code" varchar(16) NOT NULL,
	"level" smallint NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"dealer_limit" integer DEFAULT 999 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_config_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(128) NOT NULL,
	"content" text NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"sn" varchar(64) NOT NULL,
	"dealer_id" integer NOT NULL,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_doi_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"content" varchar(500) NOT NULL,
	"reason" varchar(500),
	"applied_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewer_name" varchar(64),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_profit_ratios" (
	"dealer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"ratio" numeric(4, 2) NOT NULL,
	CONSTRAINT "dealer_profit_ratios_dealer_id_sku_id_pk" PRIMARY KEY("dealer_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_profits" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"quantity" integer NOT NULL,
	"sales_amount" numeric(12, 2) NOT NULL,
	"ratio" numeric(4, 2) NOT NULL,
	"profit_amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" varchar(32) NOT NULL,
	"from_dealer_id" integer,
	"to_dealer_id" integer NOT NULL,
	"remark_type" varchar(16) NOT NULL,
	"provider_id" integer,
	"operator_id" integer,
	"operator_name" varchar(64),
	"sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_count" integer NOT NULL,
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"path" varchar(128) NOT NULL,
	"area_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"contact_name" varchar(64),
	"contact_phone" varchar(32),
	"email" varchar(128) NOT NULL,
	"address" varchar(255),
	"service_team_id" integer NOT NULL,
	"doi_registered" boolean DEFAULT false NOT NULL,
	"team_permission" boolean DEFAULT false NOT NULL,
	"individual_permission" boolean DEFAULT false NOT NULL,
	"application_info" varchar(500),
	"certificates" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_areas_code_uq" ON "dealer_areas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "dealer_areas_parent_idx" ON "dealer_areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dealer_config_docs_title_idx" ON "dealer_config_docs" USING btree (lower("title") text_pattern_ops) WHERE "dealer_config_docs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealer_config_docs_created_idx" ON "dealer_config_docs" USING btree ("created_at") WHERE "dealer_config_docs"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_devices_device_uq" ON "dealer_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "dealer_devices_dealer_idx" ON "dealer_devices" USING btree ("dealer_id","allocated_at");--> statement-breakpoint
CREATE INDEX "dealer_devices_sn_prefix_idx" ON "dealer_devices" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dealer_devices_allocated_idx" ON "dealer_devices" USING btree ("allocated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_doi_dealer_uq" ON "dealer_doi_applications" USING btree ("dealer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_profits_uq" ON "dealer_profits" USING btree ("dealer_id","sku_id","period");--> statement-breakpoint
CREATE INDEX "dealer_profits_sku_idx" ON "dealer_profits" USING btree ("sku_id","period");--> statement-breakpoint
CREATE INDEX "dealer_profits_period_idx" ON "dealer_profits" USING btree ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_shipments_serial_uq" ON "dealer_shipments" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "dealer_shipments_serial_prefix_idx" ON "dealer_shipments" USING btree (lower("serial_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dealer_shipments_to_idx" ON "dealer_shipments" USING btree ("to_dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_shipments_from_idx" ON "dealer_shipments" USING btree ("from_dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_shipments_type_idx" ON "dealer_shipments" USING btree ("remark_type","created_at");--> statement-breakpoint
CREATE INDEX "dealer_shipments_created_idx" ON "dealer_shipments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_code_uq" ON "dealers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_name_uq" ON "dealers" USING btree (lower("name")) WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_user_uq" ON "dealers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dealers_path_idx" ON "dealers" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "dealers_name_prefix_idx" ON "dealers" USING btree (lower("name") text_pattern_ops) WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_code_prefix_idx" ON "dealers" USING btree (lower("code") text_pattern_ops) WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_account_prefix_idx" ON "dealers" USING btree (lower("account") text_pattern_ops) WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_parent_idx" ON "dealers" USING btree ("parent_id","created_at") WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_area_idx" ON "dealers" USING btree ("area_id","created_at") WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_status_idx" ON "dealers" USING btree ("status","created_at") WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_level_idx" ON "dealers" USING btree ("level","created_at") WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_team_idx" ON "dealers" USING btree ("service_team_id") WHERE "dealers"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "dealers_created_idx" ON "dealers" USING btree ("created_at") WHERE "dealers"."del_flag" = false;