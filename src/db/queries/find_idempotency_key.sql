select
  id,
  method,
  path,
  request_hash as "requestHash",
  response_status as "responseStatus",
  response_body as "responseBody",
  created_at as "createdAt"
from
  idempotency_keys
where
  api_key_id = $1
  and key = $2
limit
  1
