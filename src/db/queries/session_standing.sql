select
  t.deleted_at as "deletedAt",
  m.recruiter_id as "member",
  m.role as "role",
  m.last_event_at as "lastEventAt",
  m.deleted_at as "membershipDeletedAt",
  r.deleted_at as "recruiterDeletedAt"
from
  "tenants" t
  left join "memberships" m on m.tenant_id = t.id
  and m.recruiter_id = $1
  left join "recruiters" r on r.id = $2
where
  t.id = $3
limit
  1
