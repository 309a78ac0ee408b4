CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"reference_request_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"provider_message_id" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reminder_days" jsonb DEFAULT '[3,7]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "deliveries_subject_idx" ON "deliveries" USING btree ("subject_id","created_at");--> statement-breakpoint
-- A delivery is part of its contact's object in the request view: its changes reach the views' caches.
CREATE TRIGGER deliveries_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON deliveries
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view_of_child();
