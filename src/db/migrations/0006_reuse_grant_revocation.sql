ALTER TABLE "access_grants" ADD COLUMN "revoked_by_kind" text;--> statement-breakpoint
ALTER TABLE "access_grants" ADD COLUMN "revoked_by_id" text;--> statement-breakpoint
CREATE INDEX "access_grants_requester_idx" ON "access_grants" USING btree ("tenant_id","environment","candidate_id","requester_recruiter_id");