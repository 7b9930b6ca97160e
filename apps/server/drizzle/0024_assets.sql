CREATE TABLE "asset_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"borrower" varchar(128) NOT NULL,
	"lent_date" date NOT NULL,
	"due_date" date NOT NULL,
	"purpose" varchar(500),
	"status" varchar(16) NOT NULL,
	"returned_date" date,
	"return_condition" varchar(16),
	"return_remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(128) NOT NULL,
	"category" varchar(32) NOT NULL,
	"model" varchar(128),
	"serial_no" varchar(128),
	"location" varchar(128),
	"purchase_date" date,
	"price" numeric(12, 2),
	"remark" varchar(500),
	"status" varchar(16) NOT NULL,
	"del_flag" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asset_loans" ADD CONSTRAINT "asset_loans_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_loans_open_uq" ON "asset_loans" USING btree ("asset_id") WHERE "asset_loans"."status" = 'open';--> statement-breakpoint
CREATE INDEX "asset_loans_asset_idx" ON "asset_loans" USING btree ("asset_id","id");--> statement-breakpoint
CREATE INDEX "asset_loans_borrower_prefix_idx" ON "asset_loans" USING btree (lower("borrower") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "asset_loans_borrower_idx" ON "asset_loans" USING btree ("borrower","id");--> statement-breakpoint
CREATE INDEX "asset_loans_lent_idx" ON "asset_loans" USING btree ("lent_date","id");--> statement-breakpoint
CREATE INDEX "asset_loans_due_idx" ON "asset_loans" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "asset_loans_status_idx" ON "asset_loans" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "asset_loans_created_idx" ON "asset_loans" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "asset_loans_updated_idx" ON "asset_loans" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_code_uq" ON "assets" USING btree (lower("code")) WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_code_prefix_idx" ON "assets" USING btree (lower("code") text_pattern_ops) WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_name_prefix_idx" ON "assets" USING btree (lower("name") text_pattern_ops) WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_serial_prefix_idx" ON "assets" USING btree (lower("serial_no") text_pattern_ops) WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_code_idx" ON "assets" USING btree ("code","id") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_name_idx" ON "assets" USING btree ("name","id") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_category_idx" ON "assets" USING btree ("category","code") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_status_idx" ON "assets" USING btree ("status","code") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_purchase_idx" ON "assets" USING btree ("purchase_date","id") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_created_idx" ON "assets" USING btree ("created_at","id") WHERE "assets"."del_flag" = false;--> statement-breakpoint
CREATE INDEX "assets_updated_idx" ON "assets" USING btree ("updated_at","id") WHERE "assets"."del_flag" = false;