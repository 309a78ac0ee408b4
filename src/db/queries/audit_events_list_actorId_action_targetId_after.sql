select
  id,
  'audit_event' as object,
  action,
  actor_kind as "actorKind",
  actor_id as "actorId",
  target_type as "targetType",
  target_id as "targetId",
  trace_id as "traceId",
  environment,
  metadata,
  to_char(
    created_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "createdAt"
from
  audit_events
where
  tenant_id = $1
  and environment = $2
  and actor_id = $3
  and action = $4
  and target_id = $5
  and id collate "C" < $6
order by
  id collate "C" desc
limit
  $7
