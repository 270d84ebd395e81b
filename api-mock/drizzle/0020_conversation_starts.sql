CREATE TABLE "conversation_starts" (
	"member_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_starts_member_id_partner_id_pk" PRIMARY KEY("member_id","partner_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_starts" ADD CONSTRAINT "conversation_starts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_starts" ADD CONSTRAINT "conversation_starts_partner_id_members_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The starts so far, from the conversations that still exist (those a block deleted are gone).
INSERT INTO "conversation_starts" ("member_id", "partner_id", "started_at")
SELECT "started_by", CASE WHEN "member_low" = "started_by" THEN "member_high" ELSE "member_low" END, "created_at"
FROM "conversations"
ON CONFLICT DO NOTHING;
