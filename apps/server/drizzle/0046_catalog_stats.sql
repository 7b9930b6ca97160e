-- the planner's estimate for a prefix search on the vehicle catalog lists needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "vehicle_cars_lower_engine_stx" ON (lower("engine")) FROM "vehicle_cars";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_obd_codes_lower_code_stx" ON (lower("code")) FROM "vehicle_obd_codes";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_tsbs_lower_bulletin_no_stx" ON (lower("bulletin_no")) FROM "vehicle_tsbs";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_battery_standards_lower_code_stx" ON (lower("code")) FROM "vehicle_battery_standards";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_batteries_lower_code_stx" ON (lower("code")) FROM "vehicle_batteries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_testable_cars_lower_product_model_stx" ON (lower("product_model")) FROM "vehicle_testable_cars";
