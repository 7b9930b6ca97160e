CREATE TABLE "message_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"guide_image_max_mb" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "editor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;