CREATE TABLE "document_counters" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"receipt_id" uuid,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"content" jsonb NOT NULL,
	"access_token" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"delivery" bigint DEFAULT 0 NOT NULL,
	"vat" boolean DEFAULT true NOT NULL,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"vat_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"store" jsonb,
	"public_token" text NOT NULL,
	"order_id" uuid,
	"order_token" text,
	"replaces_id" uuid,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_store_kind_number_key" ON "documents" USING btree ("store_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_source_key" ON "documents" USING btree ("kind","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_access_token_key" ON "documents" USING btree ("access_token");--> statement-breakpoint
CREATE INDEX "documents_store_issued_idx" ON "documents" USING btree ("store_id","issued_at");--> statement-breakpoint
CREATE INDEX "documents_store_order_idx" ON "documents" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_key" ON "invoices" USING btree ("store_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_key" ON "invoices" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "invoices_store_created_idx" ON "invoices" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");