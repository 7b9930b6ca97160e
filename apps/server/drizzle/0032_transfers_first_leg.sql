CREATE TABLE "first_leg_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"transport_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"from_place" varchar(128) NOT NULL,
	"to_place" varchar(128) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"carrier" varchar(128),
	"tracking_no" varchar(64),
	"departed_at" timestamp with time zone,
	"eta" timestamp with time zone,
	"arrived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "first_leg_transports" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"transfer_plan_id" integer,
	"destination_warehouse_id" integer NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'planned' NOT NULL,
	"eta" timestamp with time zone,
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"arrived_qty" integer DEFAULT 0 NOT NULL,
	"written_off_qty" integer DEFAULT 0 NOT NULL,
	"shipped_sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arrived_sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"written_off_sns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"write_off_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" varchar(32) NOT NULL,
	"from_warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer NOT NULL,
	"transit_warehouse_id" integer,
	"planned_ship_date" date NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"cancel_reason" varchar(500),
	"creator_id" integer NOT NULL,
	"creator_name" varchar(64) NOT NULL,
	"shipped_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_leg_legs" ADD CONSTRAINT "first_leg_legs_transport_id_first_leg_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."first_leg_transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plan_lines" ADD CONSTRAINT "transfer_plan_lines_plan_id_transfer_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."transfer_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_leg_legs_transport_idx" ON "first_leg_legs" USING btree ("transport_id","seq");--> statement-breakpoint
CREATE INDEX "first_leg_legs_tracking_prefix_idx" ON "first_leg_legs" USING btree (lower("tracking_no") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "first_leg_transports_no_idx" ON "first_leg_transports" USING btree ("no");--> statement-breakpoint
CREATE INDEX "first_leg_transports_no_prefix_idx" ON "first_leg_transports" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "first_leg_transports_created_idx" ON "first_leg_transports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "first_leg_transports_status_idx" ON "first_leg_transports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "first_leg_transports_eta_idx" ON "first_leg_transports" USING btree ("eta","id");--> statement-breakpoint
CREATE INDEX "first_leg_transports_dest_idx" ON "first_leg_transports" USING btree ("destination_warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_plan_lines_plan_idx" ON "transfer_plan_lines" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_plans_no_idx" ON "transfer_plans" USING btree ("no");--> statement-breakpoint
CREATE INDEX "transfer_plans_no_prefix_idx" ON "transfer_plans" USING btree (lower("no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transfer_plans_created_idx" ON "transfer_plans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transfer_plans_planned_idx" ON "transfer_plans" USING btree ("planned_ship_date","id");--> statement-breakpoint
CREATE INDEX "transfer_plans_status_idx" ON "transfer_plans" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfer_plans_from_idx" ON "transfer_plans" USING btree ("from_warehouse_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_plans_to_idx" ON "transfer_plans" USING btree ("to_warehouse_id","created_at");