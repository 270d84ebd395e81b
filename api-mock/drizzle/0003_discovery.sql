CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_check" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"liker_id" integer NOT NULL,
	"liked_id" integer NOT NULL,
	"source" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_liker_id_liked_id_pk" PRIMARY KEY("liker_id","liked_id"),
	CONSTRAINT "likes_not_self_check" CHECK ("likes"."liker_id" <> "likes"."liked_id"),
	CONSTRAINT "likes_source_check" CHECK ("likes"."source" in ('profile', 'match_finder', 'swipe', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "swipe_days" (
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "swipe_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "swipe_passes" (
	"member_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swipe_passes_member_id_profile_id_pk" PRIMARY KEY("member_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invisible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "fictional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_members_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_members_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_id_members_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_id_members_id_fk" FOREIGN KEY ("liked_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_days" ADD CONSTRAINT "swipe_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_passes" ADD CONSTRAINT "swipe_passes_profile_id_members_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_id","created_at");--> statement-breakpoint
CREATE INDEX "members_search_gender_idx" ON "members" USING btree ("site_id","gender","signup_date","id","date_of_birth") WHERE "members"."profile_status" = 'active' and "members"."invisible" = false and "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_search_country_idx" ON "members" USING btree ("site_id","gender","country","signup_date","id","date_of_birth") WHERE "members"."profile_status" = 'active' and "members"."invisible" = false and "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_search_region_idx" ON "members" USING btree ("site_id","gender","country","region","signup_date","id","date_of_birth") WHERE "members"."profile_status" = 'active' and "members"."invisible" = false and "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "members_search_site_idx" ON "members" USING btree ("site_id","signup_date","id","date_of_birth") WHERE "members"."profile_status" = 'active' and "members"."invisible" = false and "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "photos_filename_idx" ON "photos" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "photos_thumb_filename_idx" ON "photos" USING btree ("thumb_filename");