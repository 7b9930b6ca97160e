CREATE TABLE "customer_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"sn" varchar(64) NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"note" varchar(500),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"product_id" integer NOT NULL,
	"product_model_id" integer,
	"type" varchar(16) DEFAULT 'normal' NOT NULL,
	"purpose" varchar(16) DEFAULT 'general' NOT NULL,
	"status" varchar(16) DEFAULT 'unactivated' NOT NULL,
	"customer_id" integer,
	"purchase_time" timestamp with time zone,
	"bind_time" timestamp with time zone,
	"expiry_time" timestamp with time zone,
	"warranty_time" timestamp with time zone,
	"activation_time" timestamp with time zone,
	"software_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_code" varchar(64),
	"second_sale" boolean DEFAULT false NOT NULL,
	"pending_review" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_no" varchar(32) NOT NULL,
	"card_type" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'shipped' NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"face_value" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"expire_at" timestamp with time zone,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" varchar(17) NOT NULL,
	"brand" varchar(64) NOT NULL,
	"model" varchar(64) NOT NULL,
	"year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_vehicles_uq" ON "customer_vehicles" USING btree ("customer_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_vehicle_idx" ON "customer_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "customer_vehicles_created_idx" ON "customer_vehicles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_history_device_idx" ON "device_history" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_sn_uq" ON "devices" USING btree (lower("sn"));--> statement-breakpoint
CREATE INDEX "devices_sn_prefix_idx" ON "devices" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_status_idx" ON "devices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "devices_type_idx" ON "devices" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "devices_product_idx" ON "devices" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_model_idx" ON "devices" USING btree ("product_model_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_created_idx" ON "devices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "devices_bind_idx" ON "devices" USING btree ("bind_time");--> statement-breakpoint
CREATE INDEX "devices_warranty_idx" ON "devices" USING btree ("warranty_time");--> statement-breakpoint
CREATE INDEX "devices_sn_idx" ON "devices" USING btree ("sn");--> statement-breakpoint
CREATE UNIQUE INDEX "point_cards_no_uq" ON "point_cards" USING btree ("card_no");--> statement-breakpoint
CREATE INDEX "point_cards_no_prefix_idx" ON "point_cards" USING btree (lower("card_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "point_cards_batch_prefix_idx" ON "point_cards" USING btree (lower("batch_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "point_cards_type_idx" ON "point_cards" USING btree ("card_type","created_at");--> statement-breakpoint
CREATE INDEX "point_cards_status_idx" ON "point_cards" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "point_cards_customer_idx" ON "point_cards" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_cards_created_idx" ON "point_cards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_uq" ON "vehicles" USING btree (upper("vin"));--> statement-breakpoint
CREATE INDEX "vehicles_vin_prefix_idx" ON "vehicles" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_brand_prefix_idx" ON "vehicles" USING btree (lower("brand") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "vehicles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin");