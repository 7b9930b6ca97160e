CREATE TABLE "vehicle_vin_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"wmi" varchar(3) NOT NULL,
	"vds_pattern" varchar(5),
	"year_from" smallint,
	"year_to" smallint,
	"brand_id" integer NOT NULL,
	"model_id" integer,
	"type_id" integer,
	"remark" varchar(500),
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_wmi_idx" ON "vehicle_vin_rules" USING btree ("wmi","id") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_wmi_prefix_idx" ON "vehicle_vin_rules" USING btree (lower("wmi") text_pattern_ops) WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_vds_prefix_idx" ON "vehicle_vin_rules" USING btree (lower("vds_pattern") text_pattern_ops) WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_year_idx" ON "vehicle_vin_rules" USING btree ("year_from","id") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_brand_idx" ON "vehicle_vin_rules" USING btree ("brand_id","wmi") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_model_idx" ON "vehicle_vin_rules" USING btree ("model_id","wmi") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_type_idx" ON "vehicle_vin_rules" USING btree ("type_id","wmi") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_created_idx" ON "vehicle_vin_rules" USING btree ("created_at","id") WHERE "vehicle_vin_rules"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "vehicle_vin_rules_updated_idx" ON "vehicle_vin_rules" USING btree ("updated_at","id") WHERE "vehicle_vin_rules"."del_flag" = false;