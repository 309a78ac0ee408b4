ALTER TABLE "email_deliveries" ALTER COLUMN "transport" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;