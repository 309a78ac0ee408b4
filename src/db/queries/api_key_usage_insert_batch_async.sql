insert into
  api_key_usage (
    id,
    api_key_id,
    tenant_id,
    environment,
    endpoint,
    method,
    status,
    duration_ms,
    ip_hash,
    trace_id,
    created_at
  )
select
  batch.*
from
  unnest(
    $1::text[],
    $2::text[],
    $3::text[],
    $4::text[],
    $5::text[],
    $6::text[],
    $7::int[],
    $8::int[],
    $9::text[],
    $10::text[],
    $11::timestamptz[]
  ) as batch
  cross join (
    select
      set_config('synchronous_commit', 'off', true)
  ) as commit_mode
