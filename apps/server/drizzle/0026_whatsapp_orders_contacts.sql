CREATE TABLE "whatsapp_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"customer_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ALTER COLUMN "marketing_consent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "imported_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD COLUMN "imported_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "whatsapp_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_carts" ADD CONSTRAINT "whatsapp_carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_carts_store_code_key" ON "whatsapp_carts" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "whatsapp_carts_expiry_idx" ON "whatsapp_carts" USING btree ("store_id","expires_at");