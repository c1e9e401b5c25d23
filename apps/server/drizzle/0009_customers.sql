CREATE TABLE "customer_profiles" (
	"store_id" integer NOT NULL,
	"phone" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"consent_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_profiles_store_id_phone_pk" PRIMARY KEY("store_id","phone")
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_phone_idx" ON "orders" USING btree ("store_id","phone");--> statement-breakpoint
-- Orders keep the phone in E.164 from now on (the customer list groups on it): earlier orders are
-- brought to the same form, by the rules of normalisePhone (contracts/phone.ts) every stored number
-- already passed at checkout.
WITH typed AS (
	SELECT id, phone, regexp_replace(phone, '\D', '', 'g') AS d, btrim(phone) LIKE '+%' AS plus FROM orders
), trunk AS (
	SELECT id, plus, CASE WHEN d LIKE '2340%' THEN '234' || substr(d, 5) ELSE d END AS d FROM typed
), normal AS (
	SELECT id, CASE
		WHEN d LIKE '234%' AND length(d) = 13 THEN '+' || d
		WHEN plus AND length(d) BETWEEN 8 AND 15 AND d NOT LIKE '0%' THEN '+' || d
		WHEN length(d) = 11 AND d ~ '^0[789]' THEN '+234' || substr(d, 2)
		WHEN length(d) = 10 AND d ~ '^[789]' THEN '+234' || d
	END AS phone FROM trunk
)
UPDATE orders SET phone = normal.phone FROM normal
WHERE orders.id = normal.id AND normal.phone IS NOT NULL AND orders.phone <> normal.phone;
