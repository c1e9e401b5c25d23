ALTER TABLE "stores" ADD COLUMN "plan_read_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "plan_customisation_off" boolean DEFAULT false NOT NULL;