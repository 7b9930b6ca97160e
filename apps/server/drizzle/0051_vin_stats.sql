-- the planner's estimate for a prefix search on the VIN rules needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "vehicle_vin_rules_lower_wmi_stx" ON (lower("wmi")) FROM "vehicle_vin_rules";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "vehicle_vin_rules_lower_vds_stx" ON (lower("vds_pattern")) FROM "vehicle_vin_rules";
