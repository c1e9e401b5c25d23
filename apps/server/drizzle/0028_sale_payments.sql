CREATE TABLE "sale_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_received" bigint NOT NULL,
	"proof_key" text,
	"proof_widths" integer[],
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_payments_store_created_idx" ON "sale_payments" USING btree ("store_id","created_at");