-- Trigram search on both engines (PGlite loads the pg_trgm contrib module in src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("tenant_id","environment","action","id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("tenant_id","environment","actor_id","id");--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reference_contacts_tenant_idx" ON "reference_contacts" USING btree ("tenant_id","environment","status","invited_at","completed_at");--> statement-breakpoint
CREATE INDEX "reference_requests_status_idx" ON "reference_requests" USING btree ("tenant_id","environment","status","id");--> statement-breakpoint
CREATE INDEX "trust_signals_tenant_idx" ON "trust_signals" USING btree ("tenant_id","environment","status","id");