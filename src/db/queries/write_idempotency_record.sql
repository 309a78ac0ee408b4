with
  written as (
    insert into
      idempotency_keys as k (
        id,
        tenant_id,
        environment,
        api_key_id,
        key,
        method,
        path,
        request_hash,
        response_status,
        response_body,
        created_at
      )
    values
      (
        $1,
        $2,
        $3,
        $4,
        $5,
        $6,
        $7,
        $8::bytea,
        $9::int,
        $10::bytea,
        $11::timestamptz
      )
    on conflict (api_key_id, key) do update
    set
      id = excluded.id,
      tenant_id = excluded.tenant_id,
      environment = excluded.environment,
      method = excluded.method,
      path = excluded.path,
      request_hash = excluded.request_hash,
      response_status = excluded.response_status,
      response_body = excluded.response_body,
      created_at = excluded.created_at
    where
      k.id = excluded.id
      or k.created_at <= $12::timestamptz
      or (
        k.response_status is null
        and k.created_at <= $13::timestamptz
      )
    returning
      id
  )
select
  coalesce(
    (
      select
        id
      from
        written
    ),
    idempotency_key_held ()
  ) as id
