-- the planner's estimate for a prefix search on repair data and fault-light icons needs statistics on the lowered expressions (decision 0011)
CREATE STATISTICS IF NOT EXISTS "faultlight_details_serial_lower_stx" ON (lower("serial_number")) FROM "faultlight_details";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "faultlight_details_icon_lower_stx" ON (lower("icon_serial_number")) FROM "faultlight_details";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "faultlight_icons_serial_lower_stx" ON (lower("serial_number")) FROM "faultlight_icons";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "faultlight_icons_name_zh_lower_stx" ON (lower("name_zh")) FROM "faultlight_icons";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "faultlight_icons_name_en_lower_stx" ON (lower("name_en")) FROM "faultlight_icons";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_data_items_name_lower_stx" ON (lower("data_name")) FROM "repair_data_items";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_fault_codes_in_code_lower_stx" ON (lower("code")) FROM "repair_fault_codes_in";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_fault_codes_in_desc_zh_lower_stx" ON (lower("description_zh")) FROM "repair_fault_codes_in";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_fault_codes_in_desc_en_lower_stx" ON (lower("description_en")) FROM "repair_fault_codes_in";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_fault_codes_out_code_lower_stx" ON (lower("code")) FROM "repair_fault_codes_out";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_fault_codes_out_internal_lower_stx" ON (lower("internal_code")) FROM "repair_fault_codes_out";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_materials_name_zh_lower_stx" ON (lower("name_zh")) FROM "repair_materials";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_materials_name_en_lower_stx" ON (lower("name_en")) FROM "repair_materials";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_tasks_name_lower_stx" ON (lower("name")) FROM "repair_tasks";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "repair_tasks_assignee_lower_stx" ON (lower("assignee")) FROM "repair_tasks";
