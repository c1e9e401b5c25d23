ALTER TABLE "orders" ADD COLUMN "shipped_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shipped_token_key" ON "orders" USING btree ("shipped_token_hash");