CREATE INDEX "channels_code_prefix_idx" ON "channels" USING btree (lower("code") text_pattern_ops) WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_name_zh_prefix_idx" ON "channels" USING btree (lower("name_zh") text_pattern_ops) WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_name_en_prefix_idx" ON "channels" USING btree (lower("name_en") text_pattern_ops) WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_code_idx" ON "channels" USING btree ("code") WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_platform_idx" ON "channels" USING btree ("platform","code") WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_enabled_idx" ON "channels" USING btree ("enabled","code") WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_created_idx" ON "channels" USING btree ("created_at") WHERE "channels"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "channels_updated_idx" ON "channels" USING btree ("updated_at") WHERE "channels"."del_flag" = false;