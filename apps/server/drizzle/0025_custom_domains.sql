CREATE TABLE "store_domains" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_check_error" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_custom_domain_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_hostname_key" ON "store_domains" USING btree ("hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_custom_domain_key" ON "stores" USING btree ("custom_domain");