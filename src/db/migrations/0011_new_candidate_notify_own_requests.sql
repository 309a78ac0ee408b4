-- A candidate inserted under an id that requests already name notifies for it
-- (0009), but only for requests that existed before this transaction: a
-- request written by this transaction is new, so no process holds its view.
-- The create inserts the candidate and its request in one statement, whose
-- AFTER INSERT triggers fire once both rows exist; without this the create
-- would notify again (and take NOTIFY's cluster-wide commit lock).
CREATE OR REPLACE FUNCTION refcheck_notify_request_view_of_new_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reference_requests r
             WHERE r.tenant_id = NEW.tenant_id AND r.environment = NEW.environment
               AND r.candidate_id = NEW.id
               AND r.xmin <> pg_current_xact_id()::xid) THEN
    PERFORM refcheck_notify_request_view_key('candidate', NEW.tenant_id, NEW.environment, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
