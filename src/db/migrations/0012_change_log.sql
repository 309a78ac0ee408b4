-- Notify after commit (performance issue, item 2, stage 2; docs/workflow.md,
-- "View-cache invalidation"). A transaction that calls pg_notify takes one
-- lock for the whole cluster at pre-commit and holds it through its commit's
-- WAL flush, so notifying writers commit one at a time, whatever their tenants.
--
-- The triggers still decide what changed, but they announce it through
-- refcheck_announce(channel, payload), which looks at the session:
--   - an application session on a PostgreSQL server (its connection sets
--     refcheck.notify=after_commit, src/db/after-commit.ts) records the change
--     in refcheck_change_log and tells the client with a NOTICE; the code that
--     committed sends the notifications itself after the commit, outside the
--     transaction, and every process's change feed reads the log every few
--     seconds, so a change whose notification was never sent (the process died
--     between commit and notify) is still applied;
--   - every other session (psql, migrations, PGlite) notifies in the
--     transaction, as before.
CREATE TABLE refcheck_change_log (
  -- The writing transaction: a feed reads the rows of the transactions that
  -- ended since its previous read (pg_visible_in_snapshot against that read's snapshot).
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  channel text NOT NULL,
  payload text NOT NULL
);
--> statement-breakpoint
CREATE INDEX refcheck_change_log_xid ON refcheck_change_log (xid);
--> statement-breakpoint
CREATE FUNCTION refcheck_announce(channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('refcheck.notify', true) IS DISTINCT FROM 'after_commit' THEN
    PERFORM pg_notify(channel, payload);
    RETURN;
  END IF;
  INSERT INTO refcheck_change_log (channel, payload) VALUES (channel, payload);
  -- Arrives before the statement's answer, on the connection that wrote: no round trip.
  RAISE NOTICE 'refcheck_change'
    USING DETAIL = json_build_array(pg_current_xact_id()::text, channel, payload)::text;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_request_view_key(kind text, tenant text, env text, id text)
RETURNS void LANGUAGE sql AS $$
  SELECT refcheck_announce('refcheck_request_views', json_build_array(kind, tenant, env, id)::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_request_view_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refcheck_announce('refcheck_request_views', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_tenant_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refcheck_announce('refcheck_tenant_settings', OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refcheck_announce('refcheck_tenant_settings', NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refcheck_notify_tenant_settings_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refcheck_announce('refcheck_tenant_settings', '*');
  RETURN NULL;
END
$$;
