ALTER TABLE "ai_query_logs" ADD COLUMN "scene" varchar(64);--> statement-breakpoint
ALTER TABLE "ai_query_logs" ADD COLUMN "cost" double precision;--> statement-breakpoint
ALTER TABLE "mkt_activities" ADD COLUMN "reward_per_join" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "mkt_activities" ADD COLUMN "spent" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "mkt_activity_reach" ADD COLUMN "reward" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "ai_query_logs_scene_idx" ON "ai_query_logs" USING btree ("scene","created_at");--> statement-breakpoint
CREATE INDEX "ai_query_logs_cost_idx" ON "ai_query_logs" USING btree ("cost","id");