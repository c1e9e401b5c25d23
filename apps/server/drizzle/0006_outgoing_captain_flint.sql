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
ALTER TABLE "order_items" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "order_item_id" bigint;--> statement-breakpoint
CREATE INDEX "delivery_options_store_idx" ON "delivery_options" USING btree ("store_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_customer_keys_key" ON "discount_customer_keys" USING btree ("store_id","discount_id","customer_key");--> statement-breakpoint
CREATE INDEX "discount_customer_keys_order_idx" ON "discount_customer_keys" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_order_key" ON "discount_uses" USING btree ("store_id","order_id","discount_id");--> statement-breakpoint
CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("store_id","discount_id");--> statement-breakpoint
CREATE INDEX "discounts_store_idx" ON "discounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_store_code_key" ON "discounts" USING btree ("store_id","code") WHERE "discounts"."code" <> '' and "discounts"."deleted_at" is null;