CREATE TABLE "knowledge_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"knowledge_type" varchar(16) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"knowledge_type" varchar(16) NOT NULL,
	"big_classify" integer NOT NULL,
	"small_classify" integer NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"search_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(64),
	"updated_by_name" varchar(64),
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_id" integer,
	"username" varchar(64),
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "knowledge_categories_parent_idx" ON "knowledge_categories" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE INDEX "knowledge_categories_type_idx" ON "knowledge_categories" USING btree ("knowledge_type","sort");--> statement-breakpoint
CREATE INDEX "knowledge_items_terms_idx" ON "knowledge_items" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "knowledge_items_updated_idx" ON "knowledge_items" USING btree ("updated_at","id") WHERE "knowledge_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "knowledge_items_created_idx" ON "knowledge_items" USING btree ("created_at","id") WHERE "knowledge_items"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "knowledge_items_big_idx" ON "knowledge_items" USING btree ("big_classify","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_small_idx" ON "knowledge_items" USING btree ("small_classify","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_type_idx" ON "knowledge_items" USING btree ("knowledge_type","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_status_idx" ON "knowledge_items" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_revisions_item_idx" ON "knowledge_revisions" USING btree ("item_id","id");