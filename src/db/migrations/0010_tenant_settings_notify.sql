-- Every change to a tenant row announces itself at commit on the
-- refcheck_tenant_settings channel, with the tenant id as payload, so each
-- process's tenant-settings cache drops that tenant
-- (src/modules/identity/tenant-settings.cache.ts). A trigger, so that no
-- write path can forget to. A TRUNCATE names no rows: it sends '*', which
-- empties the caches.
CREATE FUNCTION refcheck_notify_tenant_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('refcheck_tenant_settings', OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('refcheck_tenant_settings', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refcheck_notify_tenant_settings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('refcheck_tenant_settings', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_notify_settings AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_tenant_settings();
--> statement-breakpoint
CREATE TRIGGER tenants_notify_settings_truncate AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_tenant_settings_truncate();
