with
  questionnaire as (
    select
      pick.id,
      pick.version,
      pick.name,
      pick.locale
    from
      (
        select
          q.id,
          q.current_version as version,
          q.name,
          q.locale,
          0 as rank
        from
          questionnaires q
        where
          q.tenant_id = $1
          and q.environment = $2
          and q.status = 'active'
          and q.id = coalesce(
            $3::text,
            (
              select
                d.questionnaire_id
              from
                questionnaire_defaults d
              where
                d.tenant_id = $4
                and d.environment = $5
            )
          )
        union all
        select
          $6::text,
          $7::int,
          $8::text,
          null::text,
          1
        where
          $9::text is null
          or $10::text = $11
      ) pick
    order by
      pick.rank
    limit
      1
  ),
  found as (
    select
      id,
      first_name,
      last_name,
      email,
      stage
    from
      candidates
    where
      tenant_id = $12
      and environment = $13
      and email = $14
      and deleted_at is null
    limit
      1
  ),
  added as (
    insert into
      candidates (
        id,
        tenant_id,
        environment,
        first_name,
        last_name,
        email,
        stage,
        created_at,
        updated_at
      )
    select
      $15,
      $16,
      $17,
      $18,
      $19,
      $20,
      $21::text,
      $22::timestamptz,
      $23::timestamptz
    where
      not exists (
        select
          1
        from
          found
      )
      and exists (
        select
          1
        from
          questionnaire
      )
    on conflict do nothing
    returning
      id,
      first_name,
      last_name,
      email,
      stage
  ),
  candidate as (
    select
      *
    from
      found
    union all
    select
      *
    from
      added
  ),
  request as (
    insert into
      "reference_requests" (
        "id",
        "tenant_id",
        "environment",
        "candidate_id",
        "recruiter_id",
        "created_by_kind",
        "created_by_id",
        "launch_mode",
        "role_title",
        "notes",
        "status",
        "questionnaire_id",
        "questionnaire_version",
        "questionnaire_name",
        "locale",
        "metadata",
        "created_at",
        "updated_at"
      )
    select
      $24,
      $25,
      $26,
      candidate.id,
      $27,
      $28,
      $29,
      $30,
      $31::text,
      $32::text,
      $33,
      questionnaire.id,
      questionnaire.version,
      questionnaire.name,
      coalesce(
        $34::text,
        case
          when split_part(lower(questionnaire.locale), '-', 1) in ('en', 'es', 'de', 'fr', 'pt') then split_part(lower(questionnaire.locale), '-', 1)
        end,
        $35::text
      ),
      $36::jsonb,
      $37::timestamptz,
      $38::timestamptz
    from
      candidate,
      questionnaire
    returning
      id,
      candidate_id,
      locale
  ),
  contacts as (
    insert into
      "reference_contacts" (
        "id",
        "tenant_id",
        "environment",
        "reference_request_id",
        "first_name",
        "last_name",
        "email",
        "phone",
        "relationship",
        "source",
        "created_at",
        "updated_at"
      )
    select
      c.id,
      $39,
      $40,
      request.id,
      c.first_name,
      c.last_name,
      c.email,
      c.phone,
      c.relationship,
      'recruiter',
      $41::timestamptz,
      $42::timestamptz
    from
      request,
      json_to_recordset($43::json) as c (
        id text,
        first_name text,
        last_name text,
        email text,
        phone text,
        relationship text
      )
  ),
  event as (
    select
      request.id,
      jsonb_build_object(
        'launchMode',
        $44::text,
        'candidateId',
        request.candidate_id,
        'contacts',
        $45::int
      ) as metadata
    from
      request
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
      $46,
      $47,
      $48,
      'reference_request.created',
      $49,
      $50,
      'reference_request',
      event.id,
      $51::text,
      event.metadata::jsonb,
      $52::timestamptz
    from
      event
  ),
  activity as (
    insert into
      activity_entries (
        id,
        tenant_id,
        environment,
        reference_request_id,
        kind,
        actor_kind,
        actor_id,
        summary,
        data,
        created_at
      )
    select
      $53,
      $54,
      $55,
      event.id,
      'request.created',
      $56,
      $57,
      'Reference request created',
      event.metadata::jsonb,
      $58::timestamptz
    from
      event
  ),
  invitation as (
    insert into
      jobs (
        id,
        type,
        payload,
        max_attempts,
        run_at,
        tenant_id,
        environment,
        subject_id,
        created_at,
        updated_at
      )
    select
      $59,
      $60::text,
      jsonb_build_object(
        'kind',
        $61::text,
        'tenantId',
        $62::text,
        'environment',
        $63::text,
        'referenceRequestId',
        request::text,
        'contactIds',
        '[]'::jsonb,
        'actor',
        jsonb_build_object('kind', $64::text, 'id', $65::text),
        'traceId',
        $66::text
      )::jsonb,
      $67::int,
      $68::timestamptz,
      $69::text,
      $70::text,
      request::text,
      $71::timestamptz,
      $72::timestamptz
    from
      (
        select
          request.id as request
        from
          request
        where
          $73::boolean
      ) as created
    returning
      id,
      type,
      status,
      run_at
  ),
  answer_record as (
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
        $74,
        $75,
        $76,
        $77,
        $78,
        $79,
        $80,
        $81::bytea,
        $82::int,
        $83::bytea,
        $84::timestamptz
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
      or k.created_at <= $85::timestamptz
      or (
        k.response_status is null
        and k.created_at <= $86::timestamptz
      )
    returning
      id
  )
select
  c.id,
  c.first_name,
  c.last_name,
  c.email,
  c.stage,
  q.id as questionnaire_id,
  q.version as questionnaire_version,
  q.name as questionnaire_name,
  case
    when split_part(lower(q.locale), '-', 1) in ('en', 'es', 'de', 'fr', 'pt') then split_part(lower(q.locale), '-', 1)
  end as questionnaire_language,
  r.locale,
  case
    when expected.e is not null
    and (
      r.id is null
      or (
        c.id,
        c.first_name,
        c.last_name,
        c.stage,
        q.id,
        q.version,
        q.name,
        r.locale::text
      ) is distinct from (
        expected.e ->> 'candidateId',
        expected.e ->> 'firstName',
        expected.e ->> 'lastName',
        expected.e ->> 'stage',
        expected.e ->> 'questionnaireId',
        (expected.e ->> 'questionnaireVersion')::int,
        expected.e ->> 'questionnaireName',
        expected.e ->> 'locale'
      )
    ) then answer_not_as_predicted ()
  end as refused,
  case
    when not exists (
      select
      from
        answer_record
    ) then idempotency_key_held ()
  end as held
from
  (
    select
      $87::jsonb as e
  ) as expected
  left join candidate c on true
  left join questionnaire q on true
  left join request r on true
