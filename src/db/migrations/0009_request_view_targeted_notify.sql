-- Request-view invalidation at the grain of one request, and no notification
-- for a write that cannot make a cached view stale (performance issue, item 2).
--
-- PostgreSQL serialises the commits of notifying transactions (NOTIFY takes a
-- cluster-wide lock before commit and holds it through the WAL flush), so a
-- notification that tells nobody anything costs every concurrent writer.
-- The payloads now name what changed (src/modules/requests/request-view.cache.ts):
--   ["request", tenant, environment, request id]    that request's view
--   ["candidate", tenant, environment, candidate id] the views of that candidate's requests
--   *                                                 a TRUNCATE: every view (unchanged)
-- and these writes send nothing:
--   - an INSERT into reference_requests: the cache keeps no misses, so no
--     process holds a view of a request that did not exist;
--   - an INSERT into candidates that no request names yet (the create path
--     inserts the candidate before its request);
--   - any write to a table under a request (contacts, reports, report versions,
--     share links) whose request row this transaction wrote itself (its xmin is
--     this transaction): either the request is new (the contacts of a create), or
--     its own UPDATE already sent that request's notification in this transaction.
--     A request row written in a subtransaction has another xmin: that write
--     notifies (a rolled-back savepoint discards the notifications it sent).
-- Candidate updates name the candidate, not its requests: a trigger that
-- looked the requests up could miss one created concurrently and not yet
-- visible to it, whose view another process could cache before this commit.
DROP TRIGGER candidates_notify_request_view ON candidates;
--> statement-breakpoint
DROP TRIGGER reference_requests_notify_request_view ON reference_requests;
--> statement-breakpoint
DROP TRIGGER reference_contacts_notify_request_view ON reference_contacts;
--> statement-breakpoint
DROP TRIGGER reports_notify_request_view ON reports;
--> statement-breakpoint
DROP TRIGGER report_versions_notify_request_view ON report_versions;
--> statement-breakpoint
DROP TRIGGER share_links_notify_request_view ON share_links;
--> statement-breakpoint
DROP FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE FUNCTION refcheck_notify_request_view_key(kind text, tenant text, env text, id text)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('refcheck_request_views', json_build_array(kind, tenant, env, id)::text)
$$;
--> statement-breakpoint
-- The view of one request changed through a row under it; silent when this
-- transaction wrote the request row itself (see the top of this file).
CREATE FUNCTION refcheck_request_view_changed(tenant text, env text, request_id text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reference_requests r
             WHERE r.id = request_id AND r.xmin = pg_current_xact_id()::xid) THEN
    RETURN;
  END IF;
  PERFORM refcheck_notify_request_view_key('request', tenant, env, request_id);
END
$$;
--> statement-breakpoint
-- Rows of reference_requests and candidates: updates and deletes only (no INSERT trigger).
CREATE FUNCTION refcheck_notify_request_view_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := CASE TG_TABLE_NAME WHEN 'candidates' THEN 'candidate' ELSE 'request' END;
BEGIN
  PERFORM refcheck_notify_request_view_key(kind, OLD.tenant_id, OLD.environment, OLD.id);
  IF TG_OP = 'UPDATE' AND (NEW.tenant_id, NEW.environment, NEW.id)
                          IS DISTINCT FROM (OLD.tenant_id, OLD.environment, OLD.id) THEN
    PERFORM refcheck_notify_request_view_key(kind, NEW.tenant_id, NEW.environment, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows under a request (contacts, reports, report versions, share links).
CREATE FUNCTION refcheck_notify_request_view_of_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refcheck_request_view_changed(OLD.tenant_id, OLD.environment, OLD.reference_request_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND
      (NEW.tenant_id, NEW.environment, NEW.reference_request_id)
      IS DISTINCT FROM (OLD.tenant_id, OLD.environment, OLD.reference_request_id)) THEN
    PERFORM refcheck_request_view_changed(NEW.tenant_id, NEW.environment, NEW.reference_request_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_notify_request_view AFTER UPDATE OR DELETE ON candidates
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view_of_row();
--> statement-breakpoint
CREATE TRIGGER reference_requests_notify_request_view AFTER UPDATE OR DELETE ON reference_requests
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view_of_row();
--> statement-breakpoint
-- A candidate is inserted before any request names it, so its INSERT is silent; unless requests
-- already name its id (a hard-deleted candidate restored by hand): their views showed no
-- candidate and now show one.
CREATE FUNCTION refcheck_notify_request_view_of_new_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM reference_requests r
             WHERE r.tenant_id = NEW.tenant_id AND r.environment = NEW.environment
               AND r.candidate_id = NEW.id) THEN
    PERFORM refcheck_notify_request_view_key('candidate', NEW.tenant_id, NEW.environment, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_insert_notify_request_view AFTER INSERT ON candidates
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view_of_new_candidate();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reference_contacts', 'reports', 'report_versions', 'share_links'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
                   'FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view_of_child()',
                   t || '_notify_request_view', t);
  END LOOP;
END
$$;
