import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { DEFAULT_LOCALE, type Locale, toLocale } from '../../core/locale.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { hashLinkToken } from './participant-links.service.ts';

/**
 * The language of a participant link (CONTRACT "Languages"): its request's
 * `locale`, else (a permission not aimed at one request) the tenant's
 * `defaultLocale`. Its page and the e-mail carrying it are in it. Whatever
 * the link's state: an expired, used or revoked link's page says so in its
 * participant's language. Reads only.
 */
const localeOfLink = preparedStatement<{ locale: string }, { tokenHash: string }>(
  'locale_of_link',
  sql`
    select coalesce(r.locale, tn.default_locale) as locale
    from participant_tokens link
    join tenants tn on tn.id = link.tenant_id
    left join reference_requests r
      on r.tenant_id = link.tenant_id and r.environment = link.environment
        and r.id = coalesce(link.reference_request_id,
          case when link.purpose = 'intake' then link.subject_id end)
    where link.token_hash = ${sql.placeholder('tokenHash')}
    limit 1
  `,
);

/** The language of the link of `token`; the default for an unknown or malformed token. */
export async function linkLocale(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  token: string,
): Promise<Locale> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return DEFAULT_LOCALE;
  const [row] = await localeOfLink(db, { tokenHash: hashLinkToken(token, ctx.config.secretKey) });
  return toLocale(row?.locale);
}
