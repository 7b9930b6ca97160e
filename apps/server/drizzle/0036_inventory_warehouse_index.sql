DROP INDEX "stock_balances_warehouse_idx";--> statement-breakpoint
CREATE INDEX "stock_balances_warehouse_idx" ON "stock_balances" USING btree ("warehouse_id","sku_id","id");