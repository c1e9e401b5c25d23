CREATE TABLE "store_apps" (
	"store_id" integer NOT NULL,
	"app" text NOT NULL,
	"public_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_apps_store_id_app_pk" PRIMARY KEY("store_id","app")
);
--> statement-breakpoint
ALTER TABLE "store_apps" ADD CONSTRAINT "store_apps_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;