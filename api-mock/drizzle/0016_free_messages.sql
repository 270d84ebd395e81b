ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_delta_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "free_messages_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "free_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0 or "credit_ledger"."reason" = 'free_message');--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_check" CHECK ("credit_ledger"."reason" in ('opening_balance', 'signup', 'message', 'gift', 'photo', 'purchase', 'refund', 'free_message'));