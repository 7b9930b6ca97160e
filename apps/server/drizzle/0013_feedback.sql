CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq_no" varchar(32) NOT NULL,
	"app_name" varchar(64),
	"feedback_type" varchar(16) NOT NULL,
	"language" varchar(8) NOT NULL,
	"question_type" varchar(64),
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"user_email" varchar(128),
	"customer_id" integer,
	"device_key_id" integer,
	"feedback_at" timestamp with time zone NOT NULL,
	"vin" varchar(17),
	"sn" varchar(64),
	"sn_detail_id" integer,
	"bound_vehicles" varchar(500),
	"log_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"urgency" varchar(16),
	"validity" varchar(16) DEFAULT 'pending' NOT NULL,
	"status" varchar(16) DEFAULT 'unanswered' NOT NULL,
	"internal_status" varchar(16) DEFAULT 'todo' NOT NULL,
	"external_status" varchar(16) DEFAULT 'received' NOT NULL,
	"handler_id" integer,
	"handler_name" varchar(64),
	"handler_email" varchar(128),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" varchar(64),
	"source" varchar(24) NOT NULL,
	"expected_version" varchar(32),
	"expected_at" timestamp with time zone,
	"bug_tracker_key" varchar(64),
	"rma_no" varchar(64),
	"rma_status" varchar(64),
	"notes" varchar(500),
	"reactivate_reason" varchar(500),
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"replying_by" integer,
	"replying_name" varchar(64),
	"replying_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"actor_name" varchar(128) NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"author_id" integer,
	"author_name" varchar(128) NOT NULL,
	"content" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_problem_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"product_model" varchar(64),
	"app_name" varchar(64),
	"category" varchar(64) NOT NULL,
	"remark" varchar(500),
	"rows" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(24) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"language" varchar(8) NOT NULL,
	"sn" varchar(64),
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"author_name" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_refund_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(64) NOT NULL,
	"customer_account" varchar(128),
	"sn" varchar(64),
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"reason" varchar(500),
	"status" varchar(16) NOT NULL,
	"feedback_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_reply_scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"scenario" varchar(128),
	"description" varchar(500),
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_time_idx" ON "feedback" USING btree ("feedback_at","id");--> statement-breakpoint
CREATE INDEX "feedback_updated_idx" ON "feedback" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","feedback_at","id");--> statement-breakpoint
CREATE INDEX "feedback_validity_idx" ON "feedback" USING btree ("validity","feedback_at","id");--> statement-breakpoint
CREATE INDEX "feedback_urgency_idx" ON "feedback" USING btree ("urgency","feedback_at","id");--> statement-breakpoint
CREATE INDEX "feedback_urgency_rank_idx" ON "feedback" USING btree ((case "urgency" when 'veryUrgent' then 4 when 'exigency' then 3 when 'importance' then 2 when 'normal' then 1 else 0 end),"id");--> statement-breakpoint
CREATE INDEX "feedback_type_idx" ON "feedback" USING btree ("feedback_type","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_language_idx" ON "feedback" USING btree ("language","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_source_idx" ON "feedback" USING btree ("source","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_internal_idx" ON "feedback" USING btree ("internal_status","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_handler_idx" ON "feedback" USING btree ("handler_id","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_customer_idx" ON "feedback" USING btree ("customer_id","feedback_at");--> statement-breakpoint
CREATE INDEX "feedback_tags_idx" ON "feedback" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "feedback_seq_prefix_idx" ON "feedback" USING btree (lower("seq_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_title_prefix_idx" ON "feedback" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_app_prefix_idx" ON "feedback" USING btree (lower("app_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_email_prefix_idx" ON "feedback" USING btree (lower("user_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_sn_prefix_idx" ON "feedback" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_vin_prefix_idx" ON "feedback" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_qtype_prefix_idx" ON "feedback" USING btree (lower("question_type") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_bug_prefix_idx" ON "feedback" USING btree (lower("bug_tracker_key") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_history_feedback_idx" ON "feedback_history" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "feedback_messages_feedback_idx" ON "feedback_messages" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "feedback_problem_types_updated_idx" ON "feedback_problem_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "feedback_problem_types_cat_idx" ON "feedback_problem_types" USING btree ("category","type");--> statement-breakpoint
CREATE INDEX "feedback_problem_types_model_prefix_idx" ON "feedback_problem_types" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_feedback_created_idx" ON "product_feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_feedback_source_idx" ON "product_feedback" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "product_feedback_language_idx" ON "product_feedback" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "product_feedback_title_prefix_idx" ON "product_feedback" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_refund_created_idx" ON "feedback_refund_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_refund_status_idx" ON "feedback_refund_records" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_refund_order_prefix_idx" ON "feedback_refund_records" USING btree (lower("order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_refund_sn_prefix_idx" ON "feedback_refund_records" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_reply_scenes_updated_idx" ON "feedback_reply_scenes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reply_scenes_name_prefix_idx" ON "feedback_reply_scenes" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "feedback_reply_scenes_scenario_prefix_idx" ON "feedback_reply_scenes" USING btree (lower("scenario") text_pattern_ops);