with
  room as (
    select
      count(*) filter (
        where
          role = 'participant'
      )::int as turns,
      (
        coalesce(sum(octet_length(text)), 0) + octet_length($1::text)
      )::int as bytes,
      coalesce(max(seq), -1)::int as last_seq
    from
      conversation_messages
    where
      tenant_id = $2
      and environment = $3
      and conversation_id = $4
  ),
  released as (
    delete from conversation_turn_claims
    where
      conversation_id = $5
      and turn_id = $6
  ),
  participant as (
    insert into
      conversation_messages (
        id,
        tenant_id,
        environment,
        conversation_id,
        role,
        text,
        state,
        created_at,
        seq,
        follows_id
      )
    select
      $7,
      $8,
      $9,
      $10,
      'participant',
      $11::text,
      null,
      $12::timestamptz,
      $13::int + 1,
      (
        select
          m.id
        from
          conversation_messages m
        where
          m.tenant_id = $14
          and m.environment = $15
          and m.conversation_id = $16
          and m.seq = $17::int
      )
    from
      room
    where
      room.last_seq = $18::int
      and (
        room.turns < $19::int
        and room.bytes <= $20::int
      )
    on conflict do nothing
    returning
      id
  ),
  agent as (
    insert into
      conversation_messages (
        id,
        tenant_id,
        environment,
        conversation_id,
        role,
        text,
        state,
        created_at,
        seq,
        follows_id
      )
    select
      $21,
      $22,
      $23,
      $24,
      'agent',
      $25::text,
      $26::jsonb,
      $27::timestamptz,
      $28::int + 2,
      participant.id
    from
      participant
    returning
      id
  )
select
  room.turns,
  room.bytes,
  room.last_seq,
  (
    select
      id
    from
      agent
  ) as agent_id,
  exists (
    select
      1
    from
      conversation_messages m
    where
      m.id = $29
  ) as stored_before
from
  room
