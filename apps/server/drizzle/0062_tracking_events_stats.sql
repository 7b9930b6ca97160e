-- the planner's estimate for a prefix search on the event registry needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "tracking_events_code_lower_stx" ON (lower("code")) FROM "tracking_events";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tracking_events_name_zh_lower_stx" ON (lower("name_zh")) FROM "tracking_events";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tracking_events_name_en_lower_stx" ON (lower("name_en")) FROM "tracking_events";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "tracking_events_owner_lower_stx" ON (lower("owner")) FROM "tracking_events";
