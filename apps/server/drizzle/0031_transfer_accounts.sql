CREATE TABLE "transfer_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "transfer_account" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "short_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_returns_key" ON "transfer_returns" USING btree ("key");--> statement-breakpoint
CREATE INDEX "transfer_returns_attempt_idx" ON "transfer_returns" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "transfer_returns_status_idx" ON "transfer_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_short_code_key" ON "payment_attempts" USING btree ("short_code");