CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"provider_transaction_id" text,
	"authorization_url" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text,
	"event_type" text DEFAULT '' NOT NULL,
	"reference" text,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"signature_scheme" text,
	"source_ip" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_payment_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"paystack" boolean DEFAULT true NOT NULL,
	"paga" boolean DEFAULT true NOT NULL,
	"flutterwave" boolean DEFAULT false NOT NULL,
	"bank_transfer" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_reference_key" ON "payment_attempts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_tx_key" ON "payment_attempts" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_paid_order_key" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_attempts_store_idx" ON "payment_attempts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_events_outcome_idx" ON "payment_events" USING btree ("outcome","received_at");--> statement-breakpoint
CREATE INDEX "refunds_store_order_idx" ON "refunds" USING btree ("store_id","order_id");