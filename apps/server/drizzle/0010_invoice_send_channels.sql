ALTER TABLE "invoices" ADD COLUMN "sent_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_by_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Invoices sent before channels were recorded were e-mailed whenever they had an address.
UPDATE "invoices" SET "sent_by_email" = true WHERE "status" <> 'draft' AND "customer_email" <> '';
