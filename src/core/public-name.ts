import { participantCopy } from './participant-copy.ts';

/**
 * How the recruiting side is named to people outside the tenant (the shared
 * report's approver, the permission page's requester): a person's name, else
 * the tenant's display name, else this. Never an e-mail address or an id.
 */
export const RECRUITING_TEAM = participantCopy().company.recruitingTeam;

/** A name fit to show outside the tenant: not empty, not an e-mail address, not one of the ids given. */
function presentable(name: string | null | undefined, ids: readonly string[]): string | null {
  const trimmed = name?.trim();
  if (!trimmed || trimmed.includes('@') || ids.includes(trimmed)) return null;
  return trimmed;
}

/** The tenant's display name; a tenant provisioned without one carries its id as name, which is none. */
export function tenantDisplayName(tenant: { id: string; name: string | null | undefined }) {
  return presentable(tenant.name, [tenant.id]);
}

/**
 * The public name of a recruiter: `name` when it is a name, else the tenant's
 * display name, else "the recruiting team". `ids` are strings that are never
 * a name (the recruiter's and the tenant's ids, as older rows may hold them).
 */
export function publicRecruiterName(
  name: string | null | undefined,
  tenant: { id: string; name: string | null | undefined },
  ids: readonly string[] = [],
): string {
  return presentable(name, [tenant.id, ...ids]) ?? tenantDisplayName(tenant) ?? RECRUITING_TEAM;
}

/** How the company is named to candidates and referees when it has no display name. */
export const HIRING_TEAM = participantCopy().company.hiringTeam;

/**
 * The company as candidates, referees and report readers see it: the tenant's
 * display name, else "the hiring team"; never its id.
 */
export function publicCompanyName(tenant: { id: string; name: string | null | undefined }): string {
  return tenantDisplayName(tenant) ?? HIRING_TEAM;
}

/** A name that opens a sentence or a subject line: "the hiring team" becomes "The hiring team". */
export function atSentenceStart(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
