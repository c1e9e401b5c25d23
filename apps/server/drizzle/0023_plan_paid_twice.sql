ALTER TABLE "billing_charges" ADD COLUMN "quoted_from" text;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "authorization_url" text;--> statement-breakpoint
CREATE INDEX "billing_charges_refund_due_idx" ON "billing_charges" USING btree ("created_at") WHERE "billing_charges"."status" = 'refund_due';