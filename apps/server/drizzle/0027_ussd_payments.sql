ALTER TABLE "payment_attempts" ADD COLUMN "ussd_code" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "ussd_bank" text;