CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"kvk" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"tradenames" text[] NOT NULL,
	"vat_numbers" text[] NOT NULL,
	"added" timestamp with time zone NOT NULL,
	CONSTRAINT "companies_kvk_unique" UNIQUE("kvk")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "interests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "regions_country_name_unique" UNIQUE("country","name"),
	CONSTRAINT "regions_kind_check" CHECK ("regions"."kind" in ('province', 'state', 'canton', 'region', 'voivodeship'))
);
--> statement-breakpoint
CREATE TABLE "site_aliases" (
	"hostname" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"domain_language" text NOT NULL,
	"description" text NOT NULL,
	"index_title" text NOT NULL,
	"cdn_prefix" text NOT NULL,
	"countries" text[] NOT NULL,
	"signups" text NOT NULL,
	"logged_out_search" text NOT NULL,
	"logged_out_search_trafficsource" text NOT NULL,
	"enable_site_entry_popup" jsonb NOT NULL,
	"visible_profile_fields" text[] NOT NULL,
	"visible_profile_notes" text[] NOT NULL,
	"search_fields" text[] NOT NULL,
	"message_credits" integer NOT NULL,
	"signup_credits" integer NOT NULL,
	"photo_credits" integer NOT NULL,
	"gift_credits" integer NOT NULL,
	"message_length" integer NOT NULL,
	"minimum_message_costs" jsonb NOT NULL,
	"minimum_age" integer NOT NULL,
	"support_email" text NOT NULL,
	"support_phone" text NOT NULL,
	"push_public_key" text NOT NULL,
	"push_private_key" text NOT NULL,
	"fictional_icon" boolean NOT NULL,
	"fictional_warning" text NOT NULL,
	"fictional_singular" text NOT NULL,
	"fictional_plural" text NOT NULL,
	"refund_days" integer NOT NULL,
	"delete_discount" integer NOT NULL,
	"member_resell" boolean NOT NULL,
	"primary_color" text,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_domain_unique" UNIQUE("domain"),
	CONSTRAINT "sites_signups_check" CHECK ("sites"."signups" in ('all', 'with_trafficsource', 'invite_only')),
	CONSTRAINT "sites_logged_out_search_check" CHECK ("sites"."logged_out_search" in ('none', 'all', 'with_trafficsource') and "sites"."logged_out_search_trafficsource" in ('none', 'all', 'with_trafficsource'))
);
--> statement-breakpoint
ALTER TABLE "site_aliases" ADD CONSTRAINT "site_aliases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_aliases_site_id_idx" ON "site_aliases" USING btree ("site_id");