CREATE TABLE "approval_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"step_seq" integer NOT NULL,
	"step_name_zh" varchar(128) NOT NULL,
	"step_name_en" varchar(128) NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(128) NOT NULL,
	"action" varchar(16) NOT NULL,
	"reason" varchar(500),
	"doc_version" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(32) NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" varchar(64) NOT NULL,
	"title" varchar(255) NOT NULL,
	"doc_version" integer NOT NULL,
	"amount" numeric(14, 2),
	"warehouse_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"channel_id" integer,
	"template_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"editor_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"submitter_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"steps" jsonb NOT NULL,
	"current_seq" integer,
	"step_since" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_template_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"role_id" integer NOT NULL,
	"condition" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(32) NOT NULL,
	"name_zh" varchar(128) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "approval_actions_request_idx" ON "approval_actions" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "approval_actions_user_idx" ON "approval_actions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_doc_applying_uq" ON "approval_requests" USING btree ("doc_type","doc_id") WHERE "approval_requests"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "approval_requests_doc_idx" ON "approval_requests" USING btree ("doc_type","doc_id","id");--> statement-breakpoint
CREATE INDEX "approval_requests_applying_idx" ON "approval_requests" USING btree ("submitted_at","id") WHERE "approval_requests"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "approval_requests_submitted_idx" ON "approval_requests" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_decided_idx" ON "approval_requests" USING btree ("decided_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_no_prefix_idx" ON "approval_requests" USING btree (lower("doc_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "approval_requests_template_idx" ON "approval_requests" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_template_steps_seq_uq" ON "workflow_template_steps" USING btree ("template_id","seq");--> statement-breakpoint
CREATE INDEX "workflow_template_steps_role_idx" ON "workflow_template_steps" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_templates_enabled_uq" ON "workflow_templates" USING btree ("doc_type") WHERE "workflow_templates"."enabled" = true and "workflow_templates"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "workflow_templates_type_idx" ON "workflow_templates" USING btree ("doc_type","id") WHERE "workflow_templates"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "workflow_templates_updated_idx" ON "workflow_templates" USING btree ("updated_at","id") WHERE "workflow_templates"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "workflow_templates_created_idx" ON "workflow_templates" USING btree ("created_at","id") WHERE "workflow_templates"."del_flag" = false;