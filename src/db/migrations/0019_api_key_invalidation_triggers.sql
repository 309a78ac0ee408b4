-- API keys are invalidated as every other process cache is: by triggers (issue 29, item 4).
-- Until now the services that revoke a key, delete a tenant or delete a user called
-- pg_notify('refcheck_api_keys', …) themselves and then dropped the key from their own
-- process's cache; a write path that forgot (a manual UPDATE, a new service) left every
-- process serving the key for up to five minutes.
--
-- The triggers name what changed, as JSON arrays (src/modules/keys/api-key-cache.ts):
--   ["key", id]          a key row changed in a column the cache holds, or was deleted
--   ["tenant", id]       a tenant was deleted (its keys stop authenticating: the key lookup
--                        joins tenants.deleted_at)
--   *                    a TRUNCATE: every key
-- and these writes send nothing:
--   - an INSERT into api_keys or tenants: the cache keeps no misses, so no process holds a
--     key that did not exist, or one of a tenant that did not;
--   - an UPDATE of a key's last_used_at, name, revocation note or timestamps (the usage
--     recorder touches last_used_at all the time): not among the columns of UPDATE OF.
-- A user's deletion and a membership's removal revoke the user's keys in their own
-- transaction (provisioning.service.ts): those key rows announce themselves.
--
-- Revocations keep being notified in the changing transaction, not after its commit as the
-- request views' and tenant settings' changes are (0012): PostgreSQL then delivers them to
-- every listening process at the commit itself, so a key revoked before a call arrived is
-- refused by every process even if the revoking process dies right after its commit. The
-- price, NOTIFY's cluster-wide lock through the commit's flush, is paid by rare writes only.
-- refcheck_announce_in_transaction says so where a trigger calls it; the session-standing
-- triggers (0013), which did the same with pg_notify, now call it too.
--
-- refcheck_notify_api_keys is generic in what it names, for a later trigger on memberships
-- (a key carrying its issuer's role): EXECUTE FUNCTION refcheck_notify_api_keys('member',
-- 'tenant_id', 'recruiter_id') would announce ["member", tenant, recruiter].
CREATE FUNCTION refcheck_announce_in_transaction(channel text, payload text)
RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify(channel, payload)
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the kind of change; TG_ARGV[1..]: the columns of the old row that identify it.
CREATE FUNCTION refcheck_notify_api_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := to_jsonb(OLD);
  payload jsonb := jsonb_build_array(TG_ARGV[0]);
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    payload := payload || jsonb_build_array(old_row ->> TG_ARGV[i]);
  END LOOP;
  PERFORM refcheck_announce_in_transaction('refcheck_api_keys', payload::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refcheck_notify_api_keys_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refcheck_announce_in_transaction('refcheck_api_keys', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The columns of a cached key (findApiKeyByPrefix in src/modules/keys/keys.repo.ts) and the
-- prefix it is found by. A key whose prefix or id changes is announced under its old id, which
-- is what the cache holds.
CREATE TRIGGER api_keys_notify_api_keys
  AFTER DELETE OR UPDATE OF id, prefix, tenant_id, recruiter_id, environment, secret_hash, scopes,
    expires_at, revoked_at ON api_keys
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_api_keys('key', 'id');
--> statement-breakpoint
CREATE TRIGGER api_keys_notify_api_keys_truncate AFTER TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_api_keys_truncate();
--> statement-breakpoint
CREATE TRIGGER tenants_notify_api_keys AFTER DELETE OR UPDATE OF id, deleted_at ON tenants
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_api_keys('tenant', 'id');
--> statement-breakpoint
CREATE TRIGGER tenants_notify_api_keys_truncate AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION refcheck_notify_api_keys_truncate();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_session_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the column that holds the recruiter id (id, or recruiter_id).
  IF TG_OP <> 'INSERT' THEN
    PERFORM refcheck_announce_in_transaction('refcheck_session_standing', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refcheck_announce_in_transaction('refcheck_session_standing', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_session_standing_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refcheck_announce_in_transaction('refcheck_session_standing', '*');
  RETURN NULL;
END
$$;
