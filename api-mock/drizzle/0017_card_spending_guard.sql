CREATE TABLE "card_confirmed_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_spending_limits" (
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"orders_per_day" integer NOT NULL,
	"amount_per_day" integer NOT NULL,
	"orders_per_period" integer NOT NULL,
	"amount_per_period" integer NOT NULL,
	"confirm_above_amount" integer NOT NULL,
	CONSTRAINT "card_spending_limits_site_id_currency_pk" PRIMARY KEY("site_id","currency"),
	CONSTRAINT "card_spending_limits_positive_check" CHECK ("card_spending_limits"."orders_per_day" >= 0 and "card_spending_limits"."amount_per_day" >= 0 and "card_spending_limits"."orders_per_period" >= 0 and "card_spending_limits"."amount_per_period" >= 0 and "card_spending_limits"."confirm_above_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "card_confirmed_sessions" ADD CONSTRAINT "card_confirmed_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_spending_limits" ADD CONSTRAINT "card_spending_limits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_idempotency_key_unique" UNIQUE("member_id","idempotency_key");