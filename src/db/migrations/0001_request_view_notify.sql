-- Every change to a table that the reference-request view reads announces
-- itself at commit on the refcheck_request_views channel, with the tenant and
-- environment as payload, so each process's view cache can drop that scope
-- (src/modules/requests/request-view.cache.ts). A trigger, so that no write
-- path can forget to. PostgreSQL sends one notification per distinct payload
-- per transaction, however many rows change. A TRUNCATE names no rows: it
-- sends '*', which empties the caches. (Writes made with triggers disabled,
-- such as session_replication_role = replica, are not announced.)
CREATE FUNCTION refcheck_notify_request_view() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('refcheck_request_views', OLD.tenant_id || ':' || OLD.environment);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('refcheck_request_views', NEW.tenant_id || ':' || NEW.environment);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refcheck_notify_request_view_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('refcheck_request_views', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The tables the view reads (src/modules/requests/request-view.query.ts).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['candidates', 'reference_requests', 'reference_contacts', 'reports',
                           'report_versions', 'share_links'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
                   'FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view()',
                   t || '_notify_request_view', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate()',
                   t || '_notify_request_view_truncate', t);
  END LOOP;
END
$$;
