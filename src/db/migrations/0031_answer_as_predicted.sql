-- Issue 45: a use case that knows its answer before its statement runs (the create of a
-- reference request) sends the statement, the Idempotency-Key's record with that answer
-- and COMMIT in one batch (src/db/tx.ts). Its statement must then FAIL when it would
-- answer otherwise (another candidate found, another questionnaire pinned): that aborts
-- the transaction, the COMMIT behind rolls it back, and the use case runs again without a
-- prediction (src/modules/requests/create-request.query.ts).
CREATE FUNCTION answer_not_as_predicted() RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  RAISE EXCEPTION 'the statement would answer otherwise than its caller predicted' USING ERRCODE = 'RC412';
END
$$;
