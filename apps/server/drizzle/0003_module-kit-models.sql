CREATE INDEX "product_models_code_prefix_idx" ON "product_models" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_models_name_zh_prefix_idx" ON "product_models" USING btree (lower("name_zh") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_models_name_en_prefix_idx" ON "product_models" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_models_code_idx" ON "product_models" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_models_status_idx" ON "product_models" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_models_sort_idx" ON "product_models" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "product_models_created_idx" ON "product_models" USING btree ("created_at");