ALTER TABLE "billing_charges" ADD COLUMN "balance_store_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renew_from_store_id" integer;