-- the planner's estimate for a prefix search on the configuration lists needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "config_general_lower_config_no_stx" ON (lower("config_no")) FROM "config_general";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_general_lower_sw_stx" ON (lower("software_package_no")) FROM "config_general";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_general_lower_fn_stx" ON (lower("function_package_no")) FROM "config_general";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_mask_lower_mask_no_stx" ON (lower("mask_no")) FROM "config_mask";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_mask_lower_name_stx" ON (lower("name")) FROM "config_mask";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_product_lower_package_no_stx" ON (lower("package_no")) FROM "config_product";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_product_lower_name_stx" ON (lower("name")) FROM "config_product";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_product_lower_sw_stx" ON (lower("software_package_no")) FROM "config_product";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_pack_lower_pack_no_stx" ON (lower("pack_no")) FROM "config_pack";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_pack_lower_name_stx" ON (lower("name")) FROM "config_pack";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "config_pack_lower_sw_stx" ON (lower("software_package_no")) FROM "config_pack";
