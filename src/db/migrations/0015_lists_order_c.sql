-- The lists of audit events, candidates, reference requests and a key's usage order (and
-- page) by id in the "C" collation, which only these indexes serve, so statistics taken
-- before another tenant's burst of rows can no longer steer a list onto a backward walk of
-- the primary key through that tenant's rows (as migration 0014 did for the ops feed;
-- bench/README.md "A plan that stale statistics turn"). Ids are lowercase ASCII: same order.
DROP INDEX "api_key_usage_key_idx";--> statement-breakpoint
DROP INDEX "audit_events_tenant_idx";--> statement-breakpoint
DROP INDEX "audit_events_target_idx";--> statement-breakpoint
DROP INDEX "audit_events_action_idx";--> statement-breakpoint
DROP INDEX "audit_events_actor_idx";--> statement-breakpoint
DROP INDEX "candidates_tenant_idx";--> statement-breakpoint
DROP INDEX "reference_requests_tenant_idx";--> statement-breakpoint
DROP INDEX "reference_requests_status_idx";--> statement-breakpoint
DROP INDEX "reference_requests_candidate_idx";--> statement-breakpoint
CREATE INDEX "api_key_usage_key_idx" ON "api_key_usage" USING btree ("api_key_id","id" collate "C");--> statement-breakpoint
CREATE INDEX "audit_events_tenant_idx" ON "audit_events" USING btree ("tenant_id","environment","id" collate "C");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("tenant_id","environment","target_id","id" collate "C");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("tenant_id","environment","action","id" collate "C");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("tenant_id","environment","actor_id","id" collate "C");--> statement-breakpoint
CREATE INDEX "candidates_tenant_idx" ON "candidates" USING btree ("tenant_id","environment","id" collate "C");--> statement-breakpoint
CREATE INDEX "reference_requests_tenant_idx" ON "reference_requests" USING btree ("tenant_id","environment","id" collate "C");--> statement-breakpoint
CREATE INDEX "reference_requests_status_idx" ON "reference_requests" USING btree ("tenant_id","environment","status","id" collate "C");--> statement-breakpoint
CREATE INDEX "reference_requests_candidate_idx" ON "reference_requests" USING btree ("tenant_id","environment","candidate_id","id" collate "C");