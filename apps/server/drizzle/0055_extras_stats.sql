-- the planner's estimate for a prefix search on the vehicle extras needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "vehicle_services_name_zh_lower_stx" ON (lower("name_zh")) FROM "vehicle_services";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_services_name_en_lower_stx" ON (lower("name_en")) FROM "vehicle_services";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_motorcycle_wires_title_lower_stx" ON (lower("title")) FROM "vehicle_motorcycle_wires";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_operation_manuals_product_model_lower_stx" ON (lower("product_model")) FROM "vehicle_operation_manuals";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_operation_manuals_title_lower_stx" ON (lower("title")) FROM "vehicle_operation_manuals";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_short_codes_short_code_lower_stx" ON (lower("short_code")) FROM "vehicle_short_codes";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_short_codes_long_value_lower_stx" ON (lower("long_value")) FROM "vehicle_short_codes";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_adas_basics_code_lower_stx" ON (lower("code")) FROM "vehicle_adas_basics";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_topology_basics_code_lower_stx" ON (lower("code")) FROM "vehicle_topology_basics";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_topology_basics_name_zh_lower_stx" ON (lower("name_zh")) FROM "vehicle_topology_basics";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_topology_basics_name_en_lower_stx" ON (lower("name_en")) FROM "vehicle_topology_basics";
