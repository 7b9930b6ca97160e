CREATE TABLE "vehicle_mapping_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"our_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_mapping_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"base_set_id" integer,
	"restored_from" integer,
	"line_count" integer,
	"added" integer,
	"changed" integer,
	"removed" integer,
	"created_by" integer,
	"creator_name" varchar(64),
	"publisher_name" varchar(64),
	"published_at" timestamp with time zone,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_provider_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"parent_code" varchar(128),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_mapping_lines" ADD CONSTRAINT "vehicle_mapping_lines_set_id_vehicle_mapping_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."vehicle_mapping_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_mapping_lines" ADD CONSTRAINT "vehicle_mapping_lines_entry_id_vehicle_provider_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."vehicle_provider_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_mapping_lines_uq" ON "vehicle_mapping_lines" USING btree ("set_id","entry_id");--> statement-breakpoint
CREATE INDEX "vehicle_mapping_lines_our_idx" ON "vehicle_mapping_lines" USING btree ("kind","our_id");--> statement-breakpoint
CREATE INDEX "vehicle_mapping_lines_entry_idx" ON "vehicle_mapping_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_mapping_sets_current_uq" ON "vehicle_mapping_sets" USING btree ("status") WHERE "vehicle_mapping_sets"."status" = 'published' and "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_mapping_sets_name_prefix_idx" ON "vehicle_mapping_sets" USING btree (lower("name") text_pattern_ops) WHERE "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_mapping_sets_name_idx" ON "vehicle_mapping_sets" USING btree ("name","id") WHERE "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_mapping_sets_status_idx" ON "vehicle_mapping_sets" USING btree ("status","created_at") WHERE "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_mapping_sets_created_idx" ON "vehicle_mapping_sets" USING btree ("created_at","id") WHERE "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_mapping_sets_updated_idx" ON "vehicle_mapping_sets" USING btree ("updated_at","id") WHERE "vehicle_mapping_sets"."del_flag" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_provider_entries_uq" ON "vehicle_provider_entries" USING btree ("provider","kind",lower("code")) WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_code_prefix_idx" ON "vehicle_provider_entries" USING btree (lower("code") text_pattern_ops) WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_name_prefix_idx" ON "vehicle_provider_entries" USING btree (lower("name") text_pattern_ops) WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_parent_prefix_idx" ON "vehicle_provider_entries" USING btree (lower("parent_code") text_pattern_ops) WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_kind_idx" ON "vehicle_provider_entries" USING btree ("kind","provider","code") WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_provider_idx" ON "vehicle_provider_entries" USING btree ("provider","code") WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_code_idx" ON "vehicle_provider_entries" USING btree ("code","id") WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_name_idx" ON "vehicle_provider_entries" USING btree ("name","id") WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_created_idx" ON "vehicle_provider_entries" USING btree ("created_at","id") WHERE "vehicle_provider_entries"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_provider_entries_updated_idx" ON "vehicle_provider_entries" USING btree ("updated_at","id") WHERE "vehicle_provider_entries"."del_flag" = false;