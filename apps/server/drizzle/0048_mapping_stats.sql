-- the planner's estimate for a prefix search on the mapping lists needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "vehicle_provider_entries_lower_code_stx" ON (lower("code")) FROM "vehicle_provider_entries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_provider_entries_lower_name_stx" ON (lower("name")) FROM "vehicle_provider_entries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_provider_entries_lower_parent_stx" ON (lower("parent_code")) FROM "vehicle_provider_entries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_mapping_sets_lower_name_stx" ON (lower("name")) FROM "vehicle_mapping_sets";
