DROP INDEX "disputes_open_order_key";--> statement-breakpoint
DROP INDEX "payment_attempts_paid_order_key";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_event_key";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_source_key";--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_order_key" ON "disputes" USING btree ("store_id","order_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_paid_order_key" ON "payment_attempts" USING btree ("store_id","order_id") WHERE "payment_attempts"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event_key" ON "webhook_deliveries" USING btree ("store_id","endpoint_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_source_key" ON "webhook_deliveries" USING btree ("store_id","endpoint_id","source_key");