-- a refused event was listed again each time its batch was resent: keep the first listing, then refuse more
DELETE FROM "tracking_ingest_issues" a USING "tracking_ingest_issues" b
 WHERE a."level" = 'reject' AND b."level" = 'reject' AND a."key_name" = b."key_name" AND a."client_id" = b."client_id" AND a."code" = b."code" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_ingest_issues_refused_once_uq" ON "tracking_ingest_issues" USING btree ("key_name","client_id","code") WHERE "tracking_ingest_issues"."level" = 'reject';