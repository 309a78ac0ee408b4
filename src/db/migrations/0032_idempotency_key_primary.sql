-- Issue 45: an Idempotency-Key record is found by its key, never by its id, so the key is
-- the primary key and `id` (the request that wrote the record: its claim, its seal) needs no
-- index: every idempotent create writes one index entry fewer. The unique index on the key
-- becomes the primary key as it is (no rebuild).
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY USING INDEX "idempotency_keys_key_idx";
