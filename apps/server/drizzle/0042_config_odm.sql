CREATE TABLE "odm_product_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq_no" varchar(64) NOT NULL,
	"product_model" varchar(64) NOT NULL,
	"channel" varchar(64),
	"effect_at" timestamp with time zone NOT NULL,
	"duration_days" integer NOT NULL,
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "odm_product_configs_seq_no_prefix_idx" ON "odm_product_configs" USING btree (lower("seq_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "odm_product_configs_product_model_prefix_idx" ON "odm_product_configs" USING btree (lower("product_model") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "odm_product_configs_channel_prefix_idx" ON "odm_product_configs" USING btree (lower("channel") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "odm_product_configs_seq_no_idx" ON "odm_product_configs" USING btree ("seq_no","id");--> statement-breakpoint
CREATE INDEX "odm_product_configs_product_model_idx" ON "odm_product_configs" USING btree ("product_model","id");--> statement-breakpoint
CREATE INDEX "odm_product_configs_status_idx" ON "odm_product_configs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "odm_product_configs_created_idx" ON "odm_product_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "odm_product_configs_updated_idx" ON "odm_product_configs" USING btree ("updated_at","id");