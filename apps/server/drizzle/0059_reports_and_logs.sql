CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"error_type" varchar(128) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"method" varchar(8),
	"route" varchar(255),
	"db_code" varchar(16),
	"request_id" varchar(64),
	"stack" varchar(8000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_query_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" varchar(128),
	"sn" varchar(64),
	"model" varchar(64) NOT NULL,
	"question" varchar(4000) NOT NULL,
	"answer" varchar(16000),
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"latency_ms" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "algorithm_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"algorithm" varchar(64) NOT NULL,
	"provider" varchar(32),
	"result" varchar(16) NOT NULL,
	"code" integer,
	"input_hex" varchar(128),
	"output_hex" varchar(256),
	"terminal_key" varchar(128) NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" varchar(128) NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" varchar(16) NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sn" varchar(64) NOT NULL,
	"vin" varchar(17),
	"brand" varchar(64),
	"ecu" varchar(64),
	"result" varchar(16) NOT NULL,
	"code" integer,
	"terminal_key" varchar(128) NOT NULL,
	"ip" varchar(64),
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_data_backups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"owner_ref" varchar(128) NOT NULL,
	"summary" varchar(500),
	"hidden_by" varchar(128),
	"size_bytes" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "obfcm_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vin" varchar(17) NOT NULL,
	"sn" varchar(64) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"fuel_lifetime_l" double precision NOT NULL,
	"distance_lifetime_km" double precision NOT NULL,
	"avg_l_per_100km" double precision,
	"grid_energy_kwh" double precision,
	"distance_charge_depleting_km" double precision,
	"terminal_key" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"report_kind" varchar(16) NOT NULL,
	"sn" varchar(64) NOT NULL,
	"target" varchar(8) NOT NULL,
	"recipients" jsonb NOT NULL,
	"recipient_count" integer NOT NULL,
	"reached_count" integer NOT NULL,
	"unreached" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" integer NOT NULL,
	"pushed_by_id" integer NOT NULL,
	"pushed_by" varchar(64) NOT NULL,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"report_kind" varchar(16) NOT NULL,
	"sn" varchar(64) NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_account" varchar(128) NOT NULL,
	"token" varchar(64) NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"sn" varchar(64) NOT NULL,
	"vin" varchar(17),
	"customer_id" integer,
	"customer_account" varchar(128),
	"product_model" varchar(128) NOT NULL,
	"software_code" varchar(64) NOT NULL,
	"software_version" varchar(32) NOT NULL,
	"diagnosis_time" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL,
	"fault_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_id" varchar(36) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(128) NOT NULL,
	"file_size" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "username" varchar(64);--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "module" varchar(64);--> statement-breakpoint
ALTER TABLE "request_logs" ADD COLUMN "device_id" varchar(128);--> statement-breakpoint
ALTER TABLE "report_pushes" ADD CONSTRAINT "report_pushes_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "error_logs_type_prefix_idx" ON "error_logs" USING btree (lower("error_type") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_logs_route_prefix_idx" ON "error_logs" USING btree (lower("route") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "error_logs_request_idx" ON "error_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "ai_query_logs_created_idx" ON "ai_query_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ai_query_logs_account_prefix_idx" ON "ai_query_logs" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_query_logs_sn_prefix_idx" ON "ai_query_logs" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ai_query_logs_model_idx" ON "ai_query_logs" USING btree ("model","created_at");--> statement-breakpoint
CREATE INDEX "ai_query_logs_status_idx" ON "ai_query_logs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ai_query_logs_latency_idx" ON "ai_query_logs" USING btree ("latency_ms","id");--> statement-breakpoint
CREATE INDEX "algorithm_runs_created_idx" ON "algorithm_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "algorithm_runs_sn_prefix_idx" ON "algorithm_runs" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "algorithm_runs_algorithm_idx" ON "algorithm_runs" USING btree ("algorithm","created_at");--> statement-breakpoint
CREATE INDEX "algorithm_runs_result_idx" ON "algorithm_runs" USING btree ("result","created_at");--> statement-breakpoint
CREATE INDEX "algorithm_runs_terminal_idx" ON "algorithm_runs" USING btree ("terminal_key","created_at");--> statement-breakpoint
CREATE INDEX "algorithm_runs_duration_idx" ON "algorithm_runs" USING btree ("duration_ms","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_blacklist_listed_uq" ON "gateway_blacklist" USING btree ("kind",lower("value")) WHERE "gateway_blacklist"."status" = 'listed';--> statement-breakpoint
CREATE INDEX "gateway_blacklist_value_prefix_idx" ON "gateway_blacklist" USING btree (lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gateway_blacklist_kind_idx" ON "gateway_blacklist" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "gateway_blacklist_status_idx" ON "gateway_blacklist" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "gateway_blacklist_created_idx" ON "gateway_blacklist" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gateway_blacklist_updated_idx" ON "gateway_blacklist" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "gateway_queries_created_idx" ON "gateway_queries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gateway_queries_sn_prefix_idx" ON "gateway_queries" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gateway_queries_vin_prefix_idx" ON "gateway_queries" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gateway_queries_ip_prefix_idx" ON "gateway_queries" USING btree (lower("ip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "gateway_queries_brand_idx" ON "gateway_queries" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "gateway_queries_result_idx" ON "gateway_queries" USING btree ("result","created_at");--> statement-breakpoint
CREATE INDEX "gateway_queries_terminal_idx" ON "gateway_queries" USING btree ("terminal_key","created_at");--> statement-breakpoint
CREATE INDEX "hidden_data_backups_created_idx" ON "hidden_data_backups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "hidden_data_backups_kind_idx" ON "hidden_data_backups" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "hidden_data_backups_owner_prefix_idx" ON "hidden_data_backups" USING btree (lower("owner_ref") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "hidden_data_backups_by_prefix_idx" ON "hidden_data_backups" USING btree (lower("hidden_by") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "obfcm_reports_created_idx" ON "obfcm_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "obfcm_reports_vin_prefix_idx" ON "obfcm_reports" USING btree (lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "obfcm_reports_sn_prefix_idx" ON "obfcm_reports" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "obfcm_reports_avg_idx" ON "obfcm_reports" USING btree ("avg_l_per_100km","id");--> statement-breakpoint
CREATE INDEX "report_pushes_created_idx" ON "report_pushes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "report_pushes_kind_idx" ON "report_pushes" USING btree ("report_kind","created_at");--> statement-breakpoint
CREATE INDEX "report_pushes_target_idx" ON "report_pushes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "report_pushes_sn_prefix_idx" ON "report_pushes" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "report_pushes_by_prefix_idx" ON "report_pushes" USING btree (lower("pushed_by") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "report_shares_token_uq" ON "report_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "report_shares_shared_idx" ON "report_shares" USING btree ("shared_at","id");--> statement-breakpoint
CREATE INDEX "report_shares_expires_idx" ON "report_shares" USING btree ("expires_at","id");--> statement-breakpoint
CREATE INDEX "report_shares_created_idx" ON "report_shares" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "report_shares_kind_idx" ON "report_shares" USING btree ("report_kind","shared_at");--> statement-breakpoint
CREATE INDEX "report_shares_status_idx" ON "report_shares" USING btree ("status","shared_at");--> statement-breakpoint
CREATE INDEX "report_shares_sn_prefix_idx" ON "report_shares" USING btree (lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "report_shares_customer_prefix_idx" ON "report_shares" USING btree (lower("customer_account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_diagnosis_time_idx" ON "reports" USING btree ("kind","diagnosis_time","id");--> statement-breakpoint
CREATE INDEX "reports_sn_idx" ON "reports" USING btree ("kind","sn","id");--> statement-breakpoint
CREATE INDEX "reports_sn_prefix_idx" ON "reports" USING btree ("kind",lower("sn") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_vin_prefix_idx" ON "reports" USING btree ("kind",lower("vin") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_customer_prefix_idx" ON "reports" USING btree ("kind",lower("customer_account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_model_prefix_idx" ON "reports" USING btree ("kind",lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reports_customer_idx" ON "reports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_username_prefix_idx" ON "operation_logs" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "operation_logs_module_prefix_idx" ON "operation_logs" USING btree (lower("module") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "operation_logs_action_prefix_idx" ON "operation_logs" USING btree (lower("action") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "operation_logs_ip_prefix_idx" ON "operation_logs" USING btree (lower("ip") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "operation_logs_target_idx" ON "operation_logs" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_request_idx" ON "operation_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_logs_module_idx" ON "request_logs" USING btree ("module","created_at");--> statement-breakpoint
CREATE INDEX "request_logs_status_idx" ON "request_logs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "request_logs_device_idx" ON "request_logs" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "request_logs_request_idx" ON "request_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_logs_duration_idx" ON "request_logs" USING btree ("duration_ms","id");--> statement-breakpoint
CREATE INDEX "request_logs_route_prefix_idx" ON "request_logs" USING btree (lower("route") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "request_logs_username_prefix_idx" ON "request_logs" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "request_logs_ip_prefix_idx" ON "request_logs" USING btree (lower("ip") text_pattern_ops);