ALTER TABLE "photos" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing photos keep the order members saw so far: the main photo first, then the others oldest first.
UPDATE "photos" SET "position" = "ordered"."position" FROM (
	SELECT "p"."id", (row_number() OVER (
		PARTITION BY "p"."member_id" ORDER BY ("p"."id" = "m"."main_photo_id") DESC NULLS LAST, "p"."id"
	) - 1)::integer AS "position"
	FROM "photos" "p" JOIN "members" "m" ON "m"."id" = "p"."member_id"
) "ordered" WHERE "ordered"."id" = "photos"."id";
