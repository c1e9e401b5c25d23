CREATE TABLE "off_platform_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"proof_url" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "pay_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "pay_on_delivery_max" bigint;--> statement-breakpoint
ALTER TABLE "off_platform_payments" ADD CONSTRAINT "off_platform_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "off_platform_payments_order_key" ON "off_platform_payments" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "off_platform_payments_store_created_idx" ON "off_platform_payments" USING btree ("store_id","created_at");