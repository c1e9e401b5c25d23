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
CREATE INDEX "order_events_store_status_idx" ON "order_events" USING btree ("store_id","to_status","created_at");