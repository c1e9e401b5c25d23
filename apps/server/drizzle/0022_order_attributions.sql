CREATE TABLE "order_attributions" (
	"store_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"source_url" text NOT NULL,
	"fbp" text DEFAULT '' NOT NULL,
	"fbc" text DEFAULT '' NOT NULL,
	"ga_client_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_attributions_store_id_order_id_pk" PRIMARY KEY("store_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attributions_store_created_idx" ON "order_attributions" USING btree ("store_id","created_at");