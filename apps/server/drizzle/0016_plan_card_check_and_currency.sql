ALTER TABLE "billing_charges" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_multi_currency_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "billing_charges_card_check_refund_idx" ON "billing_charges" USING btree ("created_at") WHERE "billing_charges"."kind" = 'card_check' and "billing_charges"."status" = 'paid';