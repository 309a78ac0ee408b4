ALTER TABLE "tenants" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;