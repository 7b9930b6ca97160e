CREATE TABLE "message_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"send_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"remarks" varchar(500),
	"provider_ref" varchar(128),
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"channel" varchar(16) NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"batch_serial" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"sender" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"title" varchar(128) NOT NULL,
	"classification" varchar(64) DEFAULT 'notice' NOT NULL,
	"state" varchar(16) DEFAULT 'new' NOT NULL,
	"terminals" jsonb NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"periodic" boolean DEFAULT false NOT NULL,
	"use_push_provider" boolean DEFAULT false NOT NULL,
	"provider_id" integer,
	"contents" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"schedule" jsonb,
	"send_start" timestamp with time zone,
	"send_end" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_by" integer,
	"created_by_name" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"endpoint" varchar(1024),
	"token" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"endpoint" varchar(1024) NOT NULL,
	"p256dh" varchar(256) NOT NULL,
	"auth" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_records_once_uq" ON "message_records" USING btree ("message_id","send_id","customer_id");--> statement-breakpoint
CREATE INDEX "message_records_send_idx" ON "message_records" USING btree ("send_id","status");--> statement-breakpoint
CREATE INDEX "message_records_created_idx" ON "message_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "message_records_status_idx" ON "message_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_records_customer_idx" ON "message_records" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "message_records_inbox_idx" ON "message_records" USING btree ("customer_id","created_at","id") WHERE "message_records"."channel" = 'station' and "message_records"."status" = 'success' and "message_records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "message_records_due_idx" ON "message_records" USING btree ("next_attempt_at") WHERE "message_records"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "message_sends_occurrence_uq" ON "message_sends" USING btree ("message_id","occurrence");--> statement-breakpoint
CREATE INDEX "message_sends_occ_idx" ON "message_sends" USING btree ("occurrence","id");--> statement-breakpoint
CREATE INDEX "message_sends_channel_idx" ON "message_sends" USING btree ("channel","occurrence");--> statement-breakpoint
CREATE INDEX "message_sends_open_idx" ON "message_sends" USING btree ("status") WHERE "message_sends"."status" in ('pending', 'expanding', 'delivering');--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "messages_updated_idx" ON "messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_channel_idx" ON "messages" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "messages_state_idx" ON "messages" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "messages_title_prefix_idx" ON "messages" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_class_prefix_idx" ON "messages" USING btree (lower("classification") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("next_run_at") WHERE "messages"."state" = 'published';--> statement-breakpoint
CREATE INDEX "push_providers_created_idx" ON "push_providers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "push_providers_name_prefix_idx" ON "push_providers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_customer_idx" ON "push_subscriptions" USING btree ("customer_id");