-- Routes that do not grow with the data (issue 19, item 3).
-- 1. Indexes: every filter of a tenant list route starts with (tenant_id, environment), and
--    candidate search runs through GIN indexes within the tenant (btree_gin lets a GIN index
--    hold tenant_id; PGlite loads btree_gin and pg_trgm in src/db/client.ts): trigrams for a
--    term of three characters or more, the letters and letter pairs for a shorter one.
-- 2. tenant_counters, kept by the triggers below: the counts of the workspace and the
--    dashboard without counting a tenant's rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- The characters and the pairs of adjacent characters of a text (repeats included: the GIN
-- index keeps each once): what a search of one or two characters, which has no trigram, looks
-- up. For such a string s, t LIKE '%' || s || '%' exactly when s is an element of
-- refcheck_short_grams(t).
CREATE FUNCTION refcheck_short_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(t, '')
         || ARRAY(SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i)
$$;
--> statement-breakpoint
CREATE TABLE "tenant_counters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"environment" text NOT NULL,
	"counter" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "api_keys_tenant_idx";--> statement-breakpoint
DROP INDEX "audit_events_target_idx";--> statement-breakpoint
DROP INDEX "consent_grants_candidate_idx";--> statement-breakpoint
DROP INDEX "candidates_search_idx";--> statement-breakpoint
DROP INDEX "reference_requests_candidate_idx";--> statement-breakpoint
CREATE INDEX "tenant_counters_scope_idx" ON "tenant_counters" USING btree ("tenant_id","environment","counter");--> statement-breakpoint
CREATE INDEX "candidates_short_search_idx" ON "candidates" USING gin ("tenant_id",refcheck_short_grams(lower("first_name" || ' ' || "last_name" || ' ' || "email")));--> statement-breakpoint
CREATE INDEX "api_keys_tenant_idx" ON "api_keys" USING btree ("tenant_id","environment","id");--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("tenant_id","environment","target_id","id");--> statement-breakpoint
CREATE INDEX "consent_grants_candidate_idx" ON "consent_grants" USING btree ("tenant_id","environment","candidate_id","id");--> statement-breakpoint
CREATE INDEX "candidates_search_idx" ON "candidates" USING gin ("tenant_id",lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reference_requests_candidate_idx" ON "reference_requests" USING btree ("tenant_id","environment","candidate_id","id");--> statement-breakpoint
-- A counter of a tenant's environment is the sum of its rows' values. A transaction adds its
-- delta to a row of that counter no other transaction holds, or inserts a new one: writers
-- never wait for each other (no lock waits, so no deadlocks), and a counter has about as many
-- rows as it ever had concurrent writers. Deltas of one statement are summed first.
CREATE TYPE refcheck_counter_delta AS (tenant_id text, environment text, counter text, delta bigint);
--> statement-breakpoint
CREATE FUNCTION refcheck_add_to_counters(deltas refcheck_counter_delta[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d refcheck_counter_delta;
  slot bigint;
BEGIN
  FOR d IN
    SELECT x.tenant_id, x.environment, x.counter, sum(x.delta)::bigint
    FROM unnest(deltas) AS x
    GROUP BY x.tenant_id, x.environment, x.counter
    HAVING sum(x.delta) <> 0
  LOOP
    SELECT id INTO slot FROM tenant_counters
    WHERE tenant_id = d.tenant_id AND environment = d.environment AND counter = d.counter
    LIMIT 1
    FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE tenant_counters SET value = value + d.delta WHERE id = slot;
    ELSE
      INSERT INTO tenant_counters (tenant_id, environment, counter, value)
      VALUES (d.tenant_id, d.environment, d.counter, d.delta);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Statement triggers with transition tables (old_rows, new_rows): one call per statement,
-- however many rows it changed. The counters (src/modules/tenant-counters):
--   reference_requests.<status>   requests in that status
CREATE FUNCTION refcheck_count_reference_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas refcheck_counter_delta[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'reference_requests.' || status, -count(*))::refcheck_counter_delta
      FROM old_rows GROUP BY tenant_id, environment, status);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'reference_requests.' || status, count(*))::refcheck_counter_delta
      FROM new_rows GROUP BY tenant_id, environment, status);
  END IF;
  PERFORM refcheck_add_to_counters(deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
--   candidates.live               candidates not deleted
CREATE FUNCTION refcheck_count_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas refcheck_counter_delta[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'candidates.live', -count(*))::refcheck_counter_delta
      FROM old_rows WHERE deleted_at IS NULL GROUP BY tenant_id, environment);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'candidates.live', count(*))::refcheck_counter_delta
      FROM new_rows WHERE deleted_at IS NULL GROUP BY tenant_id, environment);
  END IF;
  PERFORM refcheck_add_to_counters(deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
--   trust_signals.<status>        trust signals in that status
CREATE FUNCTION refcheck_count_trust_signals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas refcheck_counter_delta[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'trust_signals.' || status, -count(*))::refcheck_counter_delta
      FROM old_rows GROUP BY tenant_id, environment, status);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'trust_signals.' || status, count(*))::refcheck_counter_delta
      FROM new_rows GROUP BY tenant_id, environment, status);
  END IF;
  PERFORM refcheck_add_to_counters(deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
--   reference_contacts.invited    referees with an invitation time
--   reference_contacts.completed  referees in status completed
--   reference_contacts.declined   referees in status declined
--   reference_contacts.timed      referees with an invitation and a completion time
--   reference_contacts.completion_changes   not a count: grows by one for each referee whose
--                                 (invitation, completion) times appear, go or change, so a
--                                 median of those times is current while it is unchanged
CREATE FUNCTION refcheck_contact_counts(r reference_contacts) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT counter FROM (VALUES
    ('reference_contacts.invited', r.invited_at IS NOT NULL),
    ('reference_contacts.completed', r.status = 'completed'),
    ('reference_contacts.declined', r.status = 'declined'),
    ('reference_contacts.timed', r.invited_at IS NOT NULL AND r.completed_at IS NOT NULL)
  ) AS c(counter, counts)
  WHERE counts
$$;
--> statement-breakpoint
CREATE FUNCTION refcheck_count_reference_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas refcheck_counter_delta[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(o.tenant_id, o.environment, c, -count(*))::refcheck_counter_delta
      FROM old_rows AS o, refcheck_contact_counts(o) AS c
      GROUP BY o.tenant_id, o.environment, c);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    deltas := deltas || ARRAY(
      SELECT ROW(n.tenant_id, n.environment, c, count(*))::refcheck_counter_delta
      FROM new_rows AS n, refcheck_contact_counts(n) AS c
      GROUP BY n.tenant_id, n.environment, c);
  END IF;
  IF TG_OP = 'INSERT' THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'reference_contacts.completion_changes', count(*))::refcheck_counter_delta
      FROM new_rows WHERE invited_at IS NOT NULL AND completed_at IS NOT NULL
      GROUP BY tenant_id, environment);
  ELSIF TG_OP = 'DELETE' THEN
    deltas := deltas || ARRAY(
      SELECT ROW(tenant_id, environment, 'reference_contacts.completion_changes', count(*))::refcheck_counter_delta
      FROM old_rows WHERE invited_at IS NOT NULL AND completed_at IS NOT NULL
      GROUP BY tenant_id, environment);
  ELSE
    deltas := deltas || ARRAY(
      SELECT ROW(n.tenant_id, n.environment, 'reference_contacts.completion_changes', count(*))::refcheck_counter_delta
      FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      WHERE (o.invited_at, o.completed_at) IS DISTINCT FROM (n.invited_at, n.completed_at)
        AND ((o.invited_at IS NOT NULL AND o.completed_at IS NOT NULL)
             OR (n.invited_at IS NOT NULL AND n.completed_at IS NOT NULL))
      GROUP BY n.tenant_id, n.environment);
  END IF;
  PERFORM refcheck_add_to_counters(deltas);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A TRUNCATE names no rows: it empties the table's counters (the completion version stays,
-- and grows by one, so no median computed before is reused).
CREATE FUNCTION refcheck_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tenant_counters
  WHERE starts_with(counter, TG_TABLE_NAME || '.')
    AND counter <> 'reference_contacts.completion_changes';
  IF TG_TABLE_NAME = 'reference_contacts' THEN
    UPDATE tenant_counters SET value = value + 1
    WHERE counter = 'reference_contacts.completion_changes';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reference_requests', 'candidates', 'trust_signals', 'reference_contacts'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_count_insert', t, 'refcheck_count_' || t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_count_update', t, 'refcheck_count_' || t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_count_delete', t, 'refcheck_count_' || t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION refcheck_count_truncate()', t || '_count_truncate', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Counts every counter again from the tables, for when they cannot be trusted (rows written
-- with triggers disabled: session_replication_role = replica, DISABLE TRIGGER). Writers of
-- the four tables wait until it commits. Run: SELECT refcheck_rebuild_tenant_counters();
CREATE FUNCTION refcheck_rebuild_tenant_counters() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE reference_requests, candidates, trust_signals, reference_contacts IN SHARE MODE;
  LOCK TABLE tenant_counters IN EXCLUSIVE MODE;
  DELETE FROM tenant_counters WHERE counter <> 'reference_contacts.completion_changes';
  INSERT INTO tenant_counters (tenant_id, environment, counter, value)
  SELECT tenant_id, environment, 'reference_requests.' || status, count(*)
  FROM reference_requests GROUP BY tenant_id, environment, status
  UNION ALL
  SELECT tenant_id, environment, 'candidates.live', count(*)
  FROM candidates WHERE deleted_at IS NULL GROUP BY tenant_id, environment
  UNION ALL
  SELECT tenant_id, environment, 'trust_signals.' || status, count(*)
  FROM trust_signals GROUP BY tenant_id, environment, status
  UNION ALL
  SELECT o.tenant_id, o.environment, c, count(*)
  FROM reference_contacts AS o, refcheck_contact_counts(o) AS c
  GROUP BY o.tenant_id, o.environment, c
  UNION ALL
  -- The version grows: no median computed before the rebuild is reused.
  SELECT tenant_id, environment, 'reference_contacts.completion_changes', 1
  FROM reference_contacts GROUP BY tenant_id, environment;
END
$$;
--> statement-breakpoint
SELECT refcheck_rebuild_tenant_counters();
