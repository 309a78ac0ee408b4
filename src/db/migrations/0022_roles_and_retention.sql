ALTER TABLE "memberships" ALTER COLUMN "role" SET DEFAULT 'recruiter';--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "retention_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
-- Stored roles become the contract's three (src/core/roles.ts, roleFromProvider). Rows that
-- only ever held the old default `member` had no known role: the tenant's first membership
-- becomes admin and the others recruiter, so that every tenant keeps an admin.
UPDATE memberships m SET role = CASE
    WHEN m.created_at = (SELECT min(f.created_at) FROM memberships f WHERE f.tenant_id = m.tenant_id)
      THEN 'admin'
    ELSE 'recruiter'
  END
  WHERE m.role = 'member';
--> statement-breakpoint
UPDATE memberships SET role = CASE
    WHEN regexp_replace(role, '^org:', '') = 'admin' THEN 'admin'
    WHEN regexp_replace(role, '^org:', '') IN ('member', 'basic_member', 'recruiter') THEN 'recruiter'
    ELSE 'viewer'
  END
  WHERE role NOT IN ('admin', 'recruiter', 'viewer');
--> statement-breakpoint
-- A role is cached with the session standing (session-standing.cache.ts): a role change must
-- announce itself like the other columns a standing reads (0013).
DROP TRIGGER memberships_notify_standing ON memberships;
--> statement-breakpoint
CREATE TRIGGER memberships_notify_standing
  AFTER INSERT OR DELETE OR UPDATE OF tenant_id, recruiter_id, deleted_at, role ON memberships
  FOR EACH ROW EXECUTE FUNCTION refcheck_notify_session_standing('recruiter_id');
