-- Issue 45: an idempotent call's record is written with its COMMIT right behind it, in one
-- round trip (src/db/tx.ts). When another request's live record holds the key, the write
-- must fail rather than write nothing, so that the transaction is aborted and that COMMIT
-- rolls the change back (src/http/idempotency.repo.ts, write_idempotency_record).
CREATE FUNCTION idempotency_key_held() RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  RAISE EXCEPTION 'another request holds this Idempotency-Key' USING ERRCODE = 'RC409';
END
$$;
