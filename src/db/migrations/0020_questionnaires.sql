CREATE TABLE "questionnaire_defaults" (
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"questionnaire_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_defaults_tenant_id_environment_pk" PRIMARY KEY("tenant_id","environment")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"questionnaire_id" text NOT NULL,
	"version" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_versions_questionnaire_id_version_pk" PRIMARY KEY("questionnaire_id","version")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "questionnaire_id" text DEFAULT 'qst_builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "questionnaire_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_requests" ADD COLUMN "questionnaire_name" text DEFAULT 'Standard reference check' NOT NULL;--> statement-breakpoint
CREATE INDEX "questionnaires_tenant_idx" ON "questionnaires" USING btree ("tenant_id","environment","id" collate "C");