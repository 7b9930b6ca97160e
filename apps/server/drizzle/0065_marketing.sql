CREATE TABLE "mkt_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"type" varchar(16) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"budget" numeric(12, 2),
	"rules_zh" varchar(2000) NOT NULL,
	"rules_en" varchar(2000) NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_activity_reach" (
	"activity_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reached_day" date NOT NULL,
	"joined_day" date,
	CONSTRAINT "mkt_activity_reach_activity_id_customer_id_pk" PRIMARY KEY("activity_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "mkt_advert_views" (
	"advert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mkt_advert_views_advert_id_customer_id_pk" PRIMARY KEY("advert_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "mkt_adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" varchar(32) NOT NULL,
	"name" varchar(128) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"priority" integer NOT NULL,
	"customer_cap" integer,
	"image_zh" varchar(36),
	"image_en" varchar(36),
	"link_zh" varchar(500),
	"link_en" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_brush_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"software_code" varchar(64) NOT NULL,
	"product_model" varchar(128),
	"introduction_code" varchar(64),
	"remark" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_brush_intros" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"title_zh" varchar(128) NOT NULL,
	"title_en" varchar(128) NOT NULL,
	"content_zh" varchar(5000) NOT NULL,
	"content_en" varchar(5000) NOT NULL,
	"sort_order" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_recommend_clicks" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mkt_scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"slot" varchar(32) NOT NULL,
	"source" varchar(16) NOT NULL,
	"size" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mkt_activity_reach" ADD CONSTRAINT "mkt_activity_reach_activity_id_mkt_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."mkt_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mkt_advert_views" ADD CONSTRAINT "mkt_advert_views_advert_id_mkt_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."mkt_adverts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mkt_activities_name_idx" ON "mkt_activities" USING btree ("name","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_activities_type_idx" ON "mkt_activities" USING btree ("type","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_activities_start_idx" ON "mkt_activities" USING btree ("start_time","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_activities_end_idx" ON "mkt_activities" USING btree ("end_time","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_activities_created_idx" ON "mkt_activities" USING btree ("created_at","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_activities_updated_idx" ON "mkt_activities" USING btree ("updated_at","id") WHERE "mkt_activities"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_slot_idx" ON "mkt_adverts" USING btree ("slot","priority","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_name_idx" ON "mkt_adverts" USING btree ("name","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_prio_idx" ON "mkt_adverts" USING btree ("priority","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_start_idx" ON "mkt_adverts" USING btree ("start_time","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_end_idx" ON "mkt_adverts" USING btree ("end_time","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_enabled_idx" ON "mkt_adverts" USING btree ("enabled","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_created_idx" ON "mkt_adverts" USING btree ("created_at","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_adverts_updated_idx" ON "mkt_adverts" USING btree ("updated_at","id") WHERE "mkt_adverts"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_configs_code_idx" ON "mkt_brush_configs" USING btree ("software_code","id") WHERE "mkt_brush_configs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_configs_model_idx" ON "mkt_brush_configs" USING btree ("product_model","id") WHERE "mkt_brush_configs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_configs_enabled_idx" ON "mkt_brush_configs" USING btree ("enabled","id") WHERE "mkt_brush_configs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_configs_created_idx" ON "mkt_brush_configs" USING btree ("created_at","id") WHERE "mkt_brush_configs"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_configs_updated_idx" ON "mkt_brush_configs" USING btree ("updated_at","id") WHERE "mkt_brush_configs"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_brush_intros_code_uq" ON "mkt_brush_intros" USING btree (lower("code")) WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_code_idx" ON "mkt_brush_intros" USING btree ("code","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_title_zh_idx" ON "mkt_brush_intros" USING btree ("title_zh","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_title_en_idx" ON "mkt_brush_intros" USING btree ("title_en","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_sort_idx" ON "mkt_brush_intros" USING btree ("sort_order","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_enabled_idx" ON "mkt_brush_intros" USING btree ("enabled","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_created_idx" ON "mkt_brush_intros" USING btree ("created_at","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_brush_intros_updated_idx" ON "mkt_brush_intros" USING btree ("updated_at","id") WHERE "mkt_brush_intros"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "mkt_scenes_code_uq" ON "mkt_scenes" USING btree (lower("code")) WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_code_idx" ON "mkt_scenes" USING btree ("code","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_name_idx" ON "mkt_scenes" USING btree ("name","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_slot_idx" ON "mkt_scenes" USING btree ("slot","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_source_idx" ON "mkt_scenes" USING btree ("source","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_enabled_idx" ON "mkt_scenes" USING btree ("enabled","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_created_idx" ON "mkt_scenes" USING btree ("created_at","id") WHERE "mkt_scenes"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "mkt_scenes_updated_idx" ON "mkt_scenes" USING btree ("updated_at","id") WHERE "mkt_scenes"."del_flag" = false;