select
  id,
  'candidate' as object,
  first_name as "firstName",
  last_name as "lastName",
  email,
  phone,
  stage,
  profile,
  environment,
  to_char(
    deleted_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "deletedAt",
  to_char(
    erased_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "erasedAt",
  to_char(
    created_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "createdAt",
  to_char(
    updated_at at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updatedAt"
from
  candidates
where
  tenant_id = $1
  and environment = $2
  and deleted_at is null
  and id collate "C" < $3
  and lower(first_name || ' ' || last_name || ' ' || email) like $4
  and refcheck_short_grams (
    lower(first_name || ' ' || last_name || ' ' || email)
  ) @> array[$5::text]
order by
  id collate "C" desc
limit
  $6
