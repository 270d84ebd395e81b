CREATE TABLE "photo_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_member_created_idx" ON "photo_uploads" USING btree ("member_id","created_at");--> statement-breakpoint
-- A main photo is always public: members whose main photo was made private get their oldest public photo (or none).
UPDATE "members" SET "main_photo_id" = (
	SELECT "p"."id" FROM "photos" "p" WHERE "p"."member_id" = "members"."id" AND NOT "p"."private" ORDER BY "p"."id" LIMIT 1
) WHERE "main_photo_id" IN (SELECT "id" FROM "photos" WHERE "private");
