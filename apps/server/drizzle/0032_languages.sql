ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-NG' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en-NG' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "default_locale" text DEFAULT 'en-NG' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "locales" text[] DEFAULT '{}'::text[] NOT NULL;