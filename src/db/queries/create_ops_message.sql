with
  message as (
    insert into
      ops_messages (
        id,
        tenant_id,
        environment,
        title,
        body,
        from_label,
        to_label,
        priority,
        author_kind,
        author_id,
        recruiter_id,
        created_at,
        updated_at
      )
    values
      (
        $1,
        $2,
        $3,
        $4,
        $5,
        $6::text,
        $7::text,
        $8,
        $9,
        $10,
        $11::text,
        $12::timestamptz,
        $13::timestamptz
      )
    returning
      *
  ),
  audit as (
    insert into
      audit_events (
        id,
        tenant_id,
        environment,
        action,
        actor_kind,
        actor_id,
        target_type,
        target_id,
        trace_id,
        metadata,
        created_at
      )
    select
      $14,
      message.tenant_id,
      message.environment,
      'ops_message.created',
      message.author_kind,
      message.author_id,
      'ops_message',
      message.id,
      $15::text,
      jsonb_build_object('priority', message.priority)::jsonb,
      message.created_at::timestamptz
    from
      message
  )
select
  *
from
  message
