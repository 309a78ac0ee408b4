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
CREATE TRIGGER candidates_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON candidates
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER reference_requests_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON reference_requests
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER reference_contacts_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON reference_contacts
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER reports_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER report_versions_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON report_versions
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER share_links_notify_request_view AFTER INSERT OR UPDATE OR DELETE ON share_links
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_request_view();
--> statement-breakpoint
CREATE TRIGGER candidates_notify_request_view_truncate AFTER TRUNCATE ON candidates
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
--> statement-breakpoint
CREATE TRIGGER reference_requests_notify_request_view_truncate AFTER TRUNCATE ON reference_requests
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
--> statement-breakpoint
CREATE TRIGGER reference_contacts_notify_request_view_truncate AFTER TRUNCATE ON reference_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
--> statement-breakpoint
CREATE TRIGGER reports_notify_request_view_truncate AFTER TRUNCATE ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
--> statement-breakpoint
CREATE TRIGGER report_versions_notify_request_view_truncate AFTER TRUNCATE ON report_versions
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
--> statement-breakpoint
CREATE TRIGGER share_links_notify_request_view_truncate AFTER TRUNCATE ON share_links
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_request_view_truncate();
