CREATE TABLE "order_counters" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_number" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DATA TYPE bigint;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "orders_number_seq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_mode" text DEFAULT 'escrow' NOT NULL;--> statement-breakpoint
-- Hand-written: existing orders take their store's numbers from #1001 in the order they were placed,
-- and each store's counter continues from its last one.
UPDATE "orders" SET "number" = 1000 + n.rn
FROM (SELECT "id", row_number() OVER (PARTITION BY "store_id" ORDER BY "number") AS rn FROM "orders") n
WHERE "orders"."id" = n."id";--> statement-breakpoint
INSERT INTO "order_counters" ("store_id", "last_number")
SELECT "store_id", max("number") FROM "orders" GROUP BY "store_id";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_number_key" ON "orders" USING btree ("store_id","number");
