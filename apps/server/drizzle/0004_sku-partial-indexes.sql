DROP INDEX "platform_skus_code_prefix_idx";--> statement-breakpoint
DROP INDEX "platform_skus_name_zh_prefix_idx";--> statement-breakpoint
DROP INDEX "platform_skus_name_en_prefix_idx";--> statement-breakpoint
DROP INDEX "platform_skus_platform_code_idx";--> statement-breakpoint
DROP INDEX "platform_skus_sku_code_idx";--> statement-breakpoint
DROP INDEX "platform_skus_channel_idx";--> statement-breakpoint
DROP INDEX "platform_skus_product_idx";--> statement-breakpoint
DROP INDEX "platform_skus_status_idx";--> statement-breakpoint
DROP INDEX "platform_skus_currency_idx";--> statement-breakpoint
DROP INDEX "platform_skus_price_idx";--> statement-breakpoint
DROP INDEX "platform_skus_created_idx";--> statement-breakpoint
DROP INDEX "platform_skus_updated_idx";--> statement-breakpoint
CREATE INDEX "platform_skus_code_prefix_idx" ON "platform_skus" USING btree (lower("sku_code") text_pattern_ops) WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_name_zh_prefix_idx" ON "platform_skus" USING btree (lower("name_zh") text_pattern_ops) WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_name_en_prefix_idx" ON "platform_skus" USING btree (lower("name_en") text_pattern_ops) WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_platform_code_idx" ON "platform_skus" USING btree (lower("platform_sku_code") text_pattern_ops) WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_sku_code_idx" ON "platform_skus" USING btree ("sku_code") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_channel_idx" ON "platform_skus" USING btree ("channel_id","status","created_at") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_product_idx" ON "platform_skus" USING btree ("product_id","channel_id","created_at") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_status_idx" ON "platform_skus" USING btree ("status","created_at") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_currency_idx" ON "platform_skus" USING btree ("currency","created_at") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_price_idx" ON "platform_skus" USING btree ("price") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_created_idx" ON "platform_skus" USING btree ("created_at") WHERE "platform_skus"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "platform_skus_updated_idx" ON "platform_skus" USING btree ("updated_at") WHERE "platform_skus"."del_flag" = false;