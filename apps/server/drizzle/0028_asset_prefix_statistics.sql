-- the planner's estimate for a prefix search on the assets list needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "assets_lower_code_stx" ON (lower("code")) FROM "assets";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "assets_lower_name_stx" ON (lower("name")) FROM "assets";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "assets_lower_serial_no_stx" ON (lower("serial_no")) FROM "assets";
