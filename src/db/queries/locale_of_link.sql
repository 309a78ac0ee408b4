select
  coalesce(r.locale, tn.default_locale) as locale
from
  participant_tokens link
  join tenants tn on tn.id = link.tenant_id
  left join reference_requests r on r.tenant_id = link.tenant_id
  and r.environment = link.environment
  and r.id = coalesce(
    link.reference_request_id,
    case
      when link.purpose = 'intake' then link.subject_id
    end
  )
where
  link.token_hash = $1
limit
  1
