-- A cancel uses up the intake and referee links of its request (markRequestLinksUsed,
-- move-request.ts): found through this index instead of a scan of every tenant's links.
CREATE INDEX "participant_tokens_request_idx" ON "participant_tokens" USING btree ("tenant_id","environment","reference_request_id");