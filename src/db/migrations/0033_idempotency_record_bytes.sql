-- Issue 45: the Idempotency-Key record is written on every idempotent call, and what that
-- call waits on is the WAL, so its row is made smaller (about 150 of its 630 bytes): the
-- body's hash as its 32 bytes instead of 64 hex characters, the sealed answer as bytes
-- (src/core/sealed.ts sealBytes: a version byte, then iv, ciphertext and tag) instead of a
-- JSON string of base64 text, and no stored expiry (created_at + 24 hours says it). Records
-- already written stay readable: a sealed text answer keeps its version as the first byte,
-- and an answer stored before answers were sealed becomes version 0, its JSON text as it is.
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" SET DATA TYPE bytea USING decode("request_hash", 'hex');--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE bytea USING (
  CASE
    WHEN "response_body" IS NULL THEN NULL
    WHEN jsonb_typeof("response_body") = 'string' AND ("response_body" #>> '{}') ~ '^sealed:v[123]:'
      THEN decode('0' || substr("response_body" #>> '{}', 9, 1), 'hex')
        || decode(rpad(translate(substr("response_body" #>> '{}', 11), '-_', '+/'),
             (length(substr("response_body" #>> '{}', 11)) + 3) / 4 * 4, '='), 'base64')
    ELSE '\x00'::bytea || convert_to("response_body"::text, 'UTF8')
  END
);--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "expires_at";
