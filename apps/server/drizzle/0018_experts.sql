CREATE TABLE "expert_favourites" (
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"expert_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(24) DEFAULT 'waitingAcceptance' NOT NULL,
	"vehicle_info" varchar(128) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"service_type" varchar(24) NOT NULL,
	"content" varchar(500) NOT NULL,
	"appointment_at" timestamp with time zone,
	"device_id" integer,
	"device_sn" varchar(64),
	"rating" smallint,
	"rating_comment" varchar(500),
	"rated_at" timestamp with time zone,
	"reason" varchar(500),
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"nickname" varchar(128),
	"email" varchar(128),
	"phone" varchar(20),
	"good_brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_start_year" smallint NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"orders_completed" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" varchar(16) NOT NULL,
	"terminal_key" varchar(64) NOT NULL,
	"app_version" varchar(32) NOT NULL,
	"os_version" varchar(32),
	"status" varchar(16) DEFAULT 'enabled' NOT NULL,
	"last_ip" varchar(64),
	"app_key_id" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "expert_favourites_uq" ON "expert_favourites" USING btree ("expert_id","customer_id");--> statement-breakpoint
CREATE INDEX "expert_favourites_customer_idx" ON "expert_favourites" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_orders_no_uq" ON "expert_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "expert_orders_no_prefix_idx" ON "expert_orders" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "expert_orders_vin_prefix_idx" ON "expert_orders" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "expert_orders_expert_idx" ON "expert_orders" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_expert_status_idx" ON "expert_orders" USING btree ("expert_id","status","created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_customer_idx" ON "expert_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_status_idx" ON "expert_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_type_idx" ON "expert_orders" USING btree ("service_type","created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_device_idx" ON "expert_orders" USING btree ("device_id","status");--> statement-breakpoint
CREATE INDEX "expert_orders_created_idx" ON "expert_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expert_orders_appointment_idx" ON "expert_orders" USING btree ("appointment_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_user_uq" ON "experts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_account_uq" ON "experts" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "experts_account_prefix_idx" ON "experts" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "experts_name_prefix_idx" ON "experts" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "experts_phone_prefix_idx" ON "experts" USING btree (lower("phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "experts_enabled_idx" ON "experts" USING btree ("enabled","created_at");--> statement-breakpoint
CREATE INDEX "experts_created_idx" ON "experts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "experts_rating_idx" ON "experts" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "experts_completed_idx" ON "experts" USING btree ("orders_completed");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_app_key_uq" ON "terminals" USING btree ("app",lower("terminal_key"));--> statement-breakpoint
CREATE INDEX "terminals_key_prefix_idx" ON "terminals" USING btree ("app",lower("terminal_key") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "terminals_version_prefix_idx" ON "terminals" USING btree ("app",lower("app_version") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "terminals_status_idx" ON "terminals" USING btree ("app","status","last_seen_at");--> statement-breakpoint
CREATE INDEX "terminals_seen_idx" ON "terminals" USING btree ("app","last_seen_at");--> statement-breakpoint
CREATE INDEX "terminals_registered_idx" ON "terminals" USING btree ("app","registered_at");