CREATE TABLE "analytics_daily_products" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "analytics_daily_products_store_id_day_product_key_pk" PRIMARY KEY("store_id","day","product_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sales" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"placed_orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_revenue" bigint DEFAULT 0 NOT NULL,
	"paid_revenue_converted" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_sales_store_id_day_currency_pk" PRIMARY KEY("store_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_statuses" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "analytics_daily_statuses_store_id_day_status_pk" PRIMARY KEY("store_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_dirty_days_store_day_idx" ON "analytics_dirty_days" USING btree ("store_id","day");