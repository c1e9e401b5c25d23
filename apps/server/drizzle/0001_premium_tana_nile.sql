ALTER TABLE "orders" ADD COLUMN "exchange_rate" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "enabled_currencies" text[] DEFAULT '{}'::text[] NOT NULL;