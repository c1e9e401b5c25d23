CREATE TABLE "storefront_visits" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"product_id" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "storefront_visits_store_id_day_kind_source_product_id_pk" PRIMARY KEY("store_id","day","kind","source","product_id")
);
--> statement-breakpoint
CREATE TABLE "billing_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'paystack' NOT NULL,
	"billing_name" text DEFAULT '' NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"failure_reason" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_charges_positive" CHECK ("billing_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_plan" text,
	"pending_interval" text,
	"authorization_code" text,
	"card_last4" text,
	"billing_email" text NOT NULL,
	"billing_name" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"grace_until" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_customisation_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_charges_reference_key" ON "billing_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "billing_charges_user_idx" ON "billing_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "order_events_store_status_idx" ON "order_events" USING btree ("store_id","to_status","created_at");