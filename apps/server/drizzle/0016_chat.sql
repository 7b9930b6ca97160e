CREATE TABLE "rt_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(255) NOT NULL,
	"link" varchar(512) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" varchar(128) NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '["zh-CN"]'::jsonb NOT NULL,
	"capacity" integer DEFAULT 5 NOT NULL,
	"work_start" varchar(5) DEFAULT '00:00' NOT NULL,
	"work_end" varchar(5) DEFAULT '23:59' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"sender_kind" varchar(8) NOT NULL,
	"sender_id" integer,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"file_id" uuid,
	"file_name" varchar(255),
	"file_size" integer,
	"file_mime" varchar(128),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"content" varchar(500) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" varchar(128) NOT NULL,
	"product_id" integer,
	"language" varchar(8) NOT NULL,
	"agent_user_id" integer,
	"agent_name" varchar(128),
	"status" smallint DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"customer_read_seq" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"rating_comment" varchar(128),
	"last_preview" varchar(120),
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rt_notifications_user_idx" ON "rt_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_agents_user_uq" ON "chat_agents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_uq" ON "chat_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "chat_quick_owner_idx" ON "chat_quick_replies" USING btree ("owner_user_id","sort");--> statement-breakpoint
CREATE INDEX "chat_sessions_status_idx" ON "chat_sessions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_agent_idx" ON "chat_sessions" USING btree ("agent_user_id","status");--> statement-breakpoint
CREATE INDEX "chat_sessions_customer_idx" ON "chat_sessions" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "chat_sessions_product_idx" ON "chat_sessions" USING btree ("product_id","id");