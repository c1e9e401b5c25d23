ALTER TABLE "subscriptions" ADD COLUMN "card_expires" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_expiry_warned_for" timestamp with time zone;