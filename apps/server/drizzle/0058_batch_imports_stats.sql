-- the planner's estimate for a prefix search on batch imports needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "vehicle_batch_imports_template_name_lower_stx" ON (lower("template_name")) FROM "vehicle_batch_imports";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_batch_imports_creator_name_lower_stx" ON (lower("creator_name")) FROM "vehicle_batch_imports";
