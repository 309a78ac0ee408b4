-- A session's standing (its tenant, recruiter and membership deleted or not, the membership
-- there or not) is held in process (src/modules/identity/session-standing.cache.ts), and
-- every change that could alter it announces itself at commit on refcheck_session_standing,
-- with the recruiter id as payload: each process then drops that recruiter's entries. A
-- trigger, so that no write path can forget to. Tenant rows already announce every change on
-- refcheck_tenant_settings (0010). Only the columns a standing reads notify on update (a
-- recruiter's preferences do not). A TRUNCATE names no rows: it sends '*', which empties the
-- caches.
CREATE FUNCTION refcheck_notify_session_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column that holds the recruiter id (id, or recruiter_id).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('refcheck_session_standing', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('refcheck_session_standing', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refcheck_notify_session_standing_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('refcheck_session_standing', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER memberships_notify_standing
  AFTER INSERT OR DELETE OR UPDATE OF tenant_id, recruiter_id, deleted_at ON memberships
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_session_standing('recruiter_id');
--> statement-breakpoint
CREATE TRIGGER memberships_notify_standing_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_session_standing_truncate();
--> statement-breakpoint
CREATE TRIGGER recruiters_notify_standing
  AFTER INSERT OR DELETE OR UPDATE OF id, deleted_at ON recruiters
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_session_standing('id');
--> statement-breakpoint
CREATE TRIGGER recruiters_notify_standing_truncate AFTER TRUNCATE ON recruiters
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_session_standing_truncate();
