with
  link as (
    select
      t.id,
      t.tenant_id,
      t.environment,
      t.subject_id,
      t.reference_request_id
    from
      participant_tokens t
    where
      t.token_hash = $1
      and t.purpose = $2
      and t.used_at is null
      and t.expires_at > $3::timestamptz
  ),
  opened as (
    select
      link.id as link_id,
      link.tenant_id,
      link.environment,
      r.id as request_id,
      r.role_title,
      r.locale,
      cand.first_name as candidate_first_name,
      cand.last_name as candidate_last_name,
      tn.name as tenant_name,
      tn.default_country,
      (
        select
          count(*)::int
        from
          reference_contacts ct
        where
          ct.tenant_id = link.tenant_id
          and ct.environment = link.environment
          and ct.reference_request_id = r.id
          and ct.email is not null
      ) as existing_referees,
      (
        select
          coalesce(
            json_agg(
              json_build_object(
                'id',
                ct.id,
                'firstName',
                ct.first_name,
                'lastName',
                ct.last_name,
                'phone',
                ct.phone,
                'relationship',
                ct.relationship
              )
              order by
                ct.id
            ),
            '[]'::json
          )
        from
          reference_contacts ct
        where
          ct.tenant_id = link.tenant_id
          and ct.environment = link.environment
          and ct.reference_request_id = r.id
          and ct.email is null
          and ct.source = 'recruiter'
          and ct.status = 'pending'
      ) as named_referees,
      (
        select
          json_agg(
            json_build_object('role', m.role, 'text', m.text, 'state', m.state)
            order by
              m.seq
          )
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = r.id
      ) as transcript,
      (
        select
          count(*) filter (
            where
              m.role = 'participant'
          )::int
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = r.id
      ) as turns,
      (
        select
          coalesce(sum(octet_length(m.text)), 0)::int
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = r.id
      ) as bytes,
      (
        select
          coalesce(max(m.seq), -1)::int
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = r.id
      ) as last_seq
    from
      link
      join reference_requests r on r.tenant_id = link.tenant_id
      and r.environment = link.environment
      and r.id = link.subject_id
      join candidates cand on cand.tenant_id = link.tenant_id
      and cand.environment = link.environment
      and cand.id = r.candidate_id
      join tenants tn on tn.id = link.tenant_id
    where
      r.status <> 'cancelled'
      and r.id = coalesce(link.reference_request_id, r.id)
  ),
  touched as (
    update participant_tokens
    set
      last_opened_at = $4::timestamptz,
      first_opened_at = coalesce(first_opened_at, $5::timestamptz),
      last_ip_hash = coalesce($6::text, last_ip_hash),
      updated_at = $7::timestamptz
    from
      opened
    where
      participant_tokens.id = opened.link_id
      and opened.transcript is not null
      and (
        opened.turns < $8::int
        and opened.bytes + $9::int <= $10::int
      )
      and participant_tokens.used_at is null
    returning
      participant_tokens.*
  ),
  claimed as (
    insert into
      conversation_turn_claims (
        conversation_id,
        tenant_id,
        environment,
        turn_id,
        claimed_until
      )
    select
      opened.request_id,
      opened.tenant_id,
      opened.environment,
      $11::text,
      $12::timestamptz
    from
      opened
      join touched on touched.id = opened.link_id
    on conflict (conversation_id) do update
    set
      turn_id = excluded.turn_id,
      claimed_until = excluded.claimed_until
    where
      conversation_turn_claims.claimed_until <= $13::timestamptz
      or conversation_turn_claims.turn_id = excluded.turn_id
    returning
      turn_id
  )
select
  opened.*,
  exists (
    select
      1
    from
      touched
  ) as touched,
  exists (
    select
      1
    from
      claimed
  ) as claimed
from
  opened
where
  opened.transcript is not null
