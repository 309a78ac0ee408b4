CREATE TABLE "cli_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"poll_secret_hash" text NOT NULL,
	"environment" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"tenant_id" text,
	"recruiter_id" text,
	"api_key_id" text,
	"sealed_api_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cli_pairings_user_code_idx" ON "cli_pairings" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "cli_pairings_expires_idx" ON "cli_pairings" USING btree ("expires_at");