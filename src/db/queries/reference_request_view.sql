select
  json_build_object(
    'id',
    r.id,
    'object',
    'reference_request',
    'status',
    r.status,
    'launchMode',
    r.launch_mode,
    'roleTitle',
    r.role_title,
    'notes',
    r.notes,
    'candidate',
    json_build_object(
      'id',
      r.candidate_id,
      'firstName',
      c.first_name,
      'lastName',
      c.last_name,
      'email',
      c.email,
      'stage',
      c.stage,
      'erasedAt',
      to_char(
        c.erased_at at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      )
    ),
    'recruiterId',
    r.recruiter_id,
    'environment',
    r.environment,
    'createdAt',
    to_char(
      r.created_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
    ),
    'updatedAt',
    to_char(
      r.updated_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
    ),
    'erasedAt',
    to_char(
      r.erased_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
    ),
    'metadata',
    r.metadata,
    'contacts',
    coalesce(
      (
        select
          json_agg(
            json_build_object(
              'id',
              ct.id,
              'object',
              'reference_contact',
              'firstName',
              ct.first_name,
              'lastName',
              ct.last_name,
              'email',
              ct.email,
              'phone',
              ct.phone,
              'relationship',
              ct.relationship,
              'status',
              ct.status,
              'source',
              ct.source,
              'invitedAt',
              to_char(
                ct.invited_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'openedAt',
              to_char(
                ct.opened_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'completedAt',
              to_char(
                ct.completed_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'declinedAt',
              to_char(
                ct.declined_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'erasedAt',
              to_char(
                ct.erased_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'createdAt',
              to_char(
                ct.created_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'updatedAt',
              to_char(
                ct.updated_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ),
              'deliveries',
              coalesce(
                (
                  select
                    json_agg(
                      json_build_object(
                        'id',
                        d.id,
                        'channel',
                        d.channel,
                        'kind',
                        d.kind,
                        'status',
                        case d.status
                          when 'sending' then 'queued'
                          else d.status
                        end,
                        'at',
                        to_char(
                          d.at at time zone 'UTC',
                          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                        ),
                        'error',
                        d.error
                      )
                      order by
                        d.created_at desc,
                        d.id desc
                    )
                  from
                    (
                      select
                        *
                      from
                        deliveries d0
                      where
                        d0.tenant_id = ct.tenant_id
                        and d0.environment = ct.environment
                        and d0.subject_id = ct.id
                      order by
                        d0.created_at desc,
                        d0.id desc
                      limit
                        $1
                    ) d
                ),
                '[]'::json
              )
            )
            order by
              ct.id
          )
        from
          reference_contacts ct
        where
          ct.tenant_id = r.tenant_id
          and ct.environment = r.environment
          and ct.reference_request_id = r.id
      ),
      '[]'::json
    ),
    'report',
    rpt.report,
    'questionnaire',
    json_build_object(
      'id',
      r.questionnaire_id,
      'version',
      r.questionnaire_version,
      'name',
      r.questionnaire_name
    ),
    'locale',
    r.locale
  ) as view,
  rpt.stale_at
from
  reference_requests r
  left join candidates c on c.tenant_id = r.tenant_id
  and c.environment = r.environment
  and c.id = r.candidate_id
  left join lateral (
    select
      json_build_object(
        'id',
        rp.id,
        'status',
        rp.status,
        'version',
        rp.current_version,
        'approvedVersion',
        av.version,
        'approvedAt',
        to_char(
          av.approved_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'activeShareLinks',
        links.active,
        'updatedAt',
        to_char(
          rp.updated_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) as report,
      links.next_expiry as stale_at
    from
      reports rp
      left join lateral (
        select
          v.version,
          v.approved_at
        from
          report_versions v
        where
          v.tenant_id = rp.tenant_id
          and v.environment = rp.environment
          and v.report_id = rp.id
          and v.status = 'approved'
        order by
          v.version desc
        limit
          1
      ) av on true
      cross join lateral (
        select
          count(*)::int as active,
          min(sl.expires_at) as next_expiry
        from
          share_links sl
        where
          sl.tenant_id = rp.tenant_id
          and sl.environment = rp.environment
          and sl.report_id = rp.id
          and sl.revoked_at is null
          and sl.expires_at > $2
      ) links
    where
      rp.tenant_id = r.tenant_id
      and rp.environment = r.environment
      and rp.reference_request_id = r.id
      and rp.status <> 'none'
    limit
      1
  ) rpt on true
where
  r.tenant_id = $3
  and r.environment = $4
  and r.id = $5
