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
CREATE TABLE "delivery_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"fee" bigint,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_above" bigint,
	"address" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_customer_keys" (
	"store_id" integer NOT NULL,
	"discount_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"order_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"discount_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"order_total" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"percent_bps" integer,
	"amount" bigint,
	"min_subtotal" bigint,
	"min_quantity" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"collection_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"receipt_id" uuid,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"content" jsonb NOT NULL,
	"access_token" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"vat" boolean DEFAULT true NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"vat_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"store" jsonb,
	"public_token" text NOT NULL,
	"order_id" uuid,
	"order_token" text,
	"replaces_id" uuid,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_item_id" bigint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_customisation_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_charges_reference_key" ON "billing_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "billing_charges_user_idx" ON "billing_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "delivery_options_store_idx" ON "delivery_options" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_customer_keys_key" ON "discount_customer_keys" USING btree ("store_id","discount_id","customer_key");--> statement-breakpoint
CREATE INDEX "discount_customer_keys_order_idx" ON "discount_customer_keys" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_key" ON "discount_uses" USING btree ("store_id","order_id","discount_id");--> statement-breakpoint
CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("store_id","discount_id");--> statement-breakpoint
CREATE INDEX "discounts_store_idx" ON "discounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_store_code_key" ON "discounts" USING btree ("store_id","code") WHERE "discounts"."code" <> '' and "discounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_store_kind_number_key" ON "documents" USING btree ("store_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_source_key" ON "documents" USING btree ("kind","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_access_token_key" ON "documents" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "documents_store_issued_idx" ON "documents" USING btree ("store_id","issued_at");--> statement-breakpoint
CREATE INDEX "documents_store_order_idx" ON "documents" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_key" ON "invoices" USING btree ("store_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_key" ON "invoices" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "invoices_store_created_idx" ON "invoices" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "order_events_store_status_idx" ON "order_events" USING btree ("store_id","to_status","created_at");