-- Written by hand: drizzle-kit cannot express a partitioned table (decision 0035). The raw tracking
-- events, partitioned by day on occurred_at; the partitions are created ahead and dropped whole at the
-- end of the retention by the tracking area's jobs (modules/tracking/partitions.ts), never deleted from.
-- The Drizzle object for queries is modules/tracking/raw-events.table.ts (not a *.tables.ts, so
-- drizzle-kit never diffs it).
CREATE TABLE "tracking_raw_events" (
	"occurred_at" timestamp with time zone NOT NULL,
	"event_id" smallint NOT NULL,
	"sn" varchar(64) NOT NULL,
	"soft_code" varchar(64) NOT NULL,
	"version" varchar(32) NOT NULL,
	"country" varchar(2),
	"product_model" varchar(64),
	"properties" jsonb NOT NULL,
	"client_id" varchar(64) NOT NULL,
	-- a resent event is the same client id at the same time: stored once (ON CONFLICT DO NOTHING)
	CONSTRAINT "tracking_raw_events_client_uq" UNIQUE ("client_id", "occurred_at")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "tracking_raw_events_sn_idx" ON "tracking_raw_events" ("sn", "occurred_at");
--> statement-breakpoint
CREATE INDEX "tracking_raw_events_event_idx" ON "tracking_raw_events" ("event_id", "occurred_at");
