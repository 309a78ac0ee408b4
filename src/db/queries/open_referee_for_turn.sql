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
      c.id as contact_id,
      c.first_name as referee_first_name,
      c.relationship,
      r.role_title,
      r.locale,
      cand.first_name as candidate_first_name,
      cand.last_name as candidate_last_name,
      tn.name as tenant_name,
      (
        select
          v.questions
        from
          questionnaire_versions v
        where
          v.tenant_id = link.tenant_id
          and v.environment = link.environment
          and v.questionnaire_id = r.questionnaire_id
          and v.version = r.questionnaire_version
          and v.questionnaire_id <> $4
      ) as questions,
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
          and m.conversation_id = c.id
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
          and m.conversation_id = c.id
      ) as turns,
      (
        select
          coalesce(sum(octet_length(m.text)), 0)::int
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = c.id
      ) as bytes,
      (
        select
          coalesce(max(m.seq), -1)::int
        from
          conversation_messages m
        where
          m.tenant_id = link.tenant_id
          and m.environment = link.environment
          and m.conversation_id = c.id
      ) as last_seq
    from
      link
      join reference_contacts c on c.tenant_id = link.tenant_id
      and c.environment = link.environment
      and c.id = link.subject_id
      join reference_requests r on r.tenant_id = link.tenant_id
      and r.environment = link.environment
      and r.id = c.reference_request_id
      join candidates cand on cand.tenant_id = link.tenant_id
      and cand.environment = link.environment
      and cand.id = r.candidate_id
      join tenants tn on tn.id = link.tenant_id
    where
      c.opened_at is not null
      and r.status <> 'cancelled'
      and r.id = coalesce(link.reference_request_id, r.id)
  ),
  touched as (
    update participant_tokens
    set
      last_opened_at = $5::timestamptz,
      first_opened_at = coalesce(first_opened_at, $6::timestamptz),
      last_ip_hash = coalesce($7::text, last_ip_hash),
      updated_at = $8::timestamptz
    from
      opened
    where
      participant_tokens.id = opened.link_id
      and opened.transcript is not null
      and (
        opened.turns < $9::int
        and opened.bytes + $10::int <= $11::int
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
      opened.contact_id,
      opened.tenant_id,
      opened.environment,
      $12::text,
      $13::timestamptz
    from
      opened
      join touched on touched.id = opened.link_id
    on conflict (conversation_id) do update
    set
      turn_id = excluded.turn_id,
      claimed_until = excluded.claimed_until
    where
      conversation_turn_claims.claimed_until <= $14::timestamptz
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
