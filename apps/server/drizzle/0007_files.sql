CREATE TABLE "file_uploads" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"area" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"uploader_id" integer NOT NULL,
	"length" bigint,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"area" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"ext" varchar(16) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploader_kind" varchar(16) NOT NULL,
	"uploader_id" integer NOT NULL,
	"owner_id" varchar(64),
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_uploads_created_idx" ON "file_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("area","owner_id","seq");--> statement-breakpoint
CREATE INDEX "files_orphans_idx" ON "files" USING btree ("created_at") WHERE "files"."owner_id" is null;