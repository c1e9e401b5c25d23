CREATE TABLE "plan_transfer_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"charge_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_transfer_returns_positive" CHECK ("plan_transfer_returns"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "channel" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "transfer_account" jsonb;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "ussd_code" text;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "ussd_bank" text;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "billing_charges" ADD COLUMN "rejected_amount" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_reminded_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_transfer_returns_key" ON "plan_transfer_returns" USING btree ("key");--> statement-breakpoint
CREATE INDEX "plan_transfer_returns_charge_idx" ON "plan_transfer_returns" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "plan_transfer_returns_status_idx" ON "plan_transfer_returns" USING btree ("status","created_at");