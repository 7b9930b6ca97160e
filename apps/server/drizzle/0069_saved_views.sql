CREATE TABLE "saved_view_defaults" (
	"user_id" integer NOT NULL,
	"list_key" varchar(120) NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "saved_view_defaults_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_key" varchar(120) NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_name" varchar(64) NOT NULL,
	"name" varchar(40) NOT NULL,
	"state" jsonb NOT NULL,
	"role_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_view_defaults_view_idx" ON "saved_view_defaults" USING btree ("view_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_uq" ON "saved_views" USING btree ("owner_id","list_key",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_list_idx" ON "saved_views" USING btree ("list_key","owner_id");--> statement-breakpoint
CREATE INDEX "saved_views_roles_idx" ON "saved_views" USING gin ("role_ids");