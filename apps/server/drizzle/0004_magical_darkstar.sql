CREATE TABLE "theme_deployment_sites" (
	"deployment_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"theme_version" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theme_deployment_sites_deployment_id_store_id_pk" PRIMARY KEY("deployment_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "theme_deployments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"theme_id" integer NOT NULL,
	"theme_name" text NOT NULL,
	"theme_version" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"site_ids" jsonb NOT NULL,
	"error" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"theme_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_deployment_sites" ADD CONSTRAINT "theme_deployment_sites_deployment_id_theme_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."theme_deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "theme_deployments_status_idx" ON "theme_deployments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "theme_deployments_theme_idx" ON "theme_deployments" USING btree ("theme_id","status");