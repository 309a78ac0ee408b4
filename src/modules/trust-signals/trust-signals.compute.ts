/**
 * Trust signals: reasons for a recruiter to look twice at a reference,
 * computed from what participants did. Pure: the participant service loads
 * the facts, calls computeTrustSignals and stores the drafts (deduplicated
 * on request + kind + contact), each with status `open`.
 *
 * Kinds:
 * - `shared_ip_with_candidate` (high): the referee used the same IP (compared
 *   as HMACs) as the candidate's intake link.
 * - `shared_ip_with_referee` (medium): the same IP as another referee of the request.
 * - `contact_matches_candidate` (high): the referee's e-mail or phone is the candidate's.
 * - `contact_matches_referee` (medium): e-mail or phone shared with another referee.
 * - `free_mail_professional` (low): a free-mail address (gmail.com…) for a
 *   professional relationship (manager, colleague, peer, report, client).
 * - `completed_too_fast` (medium): completed within a minute of first opening
 *   the link; `low` for structured answers sent with no conversation at all.
 */
export const TRUST_SIGNAL_KINDS = [
  'shared_ip_with_candidate',
  'shared_ip_with_referee',
  'contact_matches_candidate',
  'contact_matches_referee',
  'free_mail_professional',
  'completed_too_fast',
] as const;
export type TrustSignalKind = (typeof TRUST_SIGNAL_KINDS)[number];
export type TrustSeverity = 'low' | 'medium' | 'high';

/** A referee completing in less than this after first opening their link cannot have read the questions. */
export const MIN_PLAUSIBLE_COMPLETION_MS = 60_000;

export const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
]);

/** Relationships where a work address is expected. */
export const PROFESSIONAL_RELATIONSHIPS =
  /\b(manager|supervisor|boss|lead|director|colleague|co-?worker|peer|teammate|report|client|customer)\b/i;

export interface TrustCandidateFacts {
  email: string | null;
  phone: string | null;
  /** IP hashes of the candidate's intake links. */
  ipHashes: string[];
}

export interface TrustContactFacts {
  contactId: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  /** IP hashes of the referee's links (every link issued to this contact). */
  ipHashes: string[];
  firstOpenedAt: Date | null;
  completedAt: Date | null;
  /** How the response was given, once completed. */
  source: 'chat' | 'structured' | null;
  /** Messages the referee sent in the conversation. */
  participantMessages: number;
}

export interface TrustSignalDraft {
  contactId: string;
  kind: TrustSignalKind;
  severity: TrustSeverity;
  details: Record<string, unknown>;
}

/** Every signal the facts support, for every contact of one request. */
export function computeTrustSignals(input: {
  candidate: TrustCandidateFacts;
  contacts: TrustContactFacts[];
}): TrustSignalDraft[] {
  const drafts: TrustSignalDraft[] = [];
  for (const contact of input.contacts) {
    const others = input.contacts.filter((c) => c.contactId !== contact.contactId);
    drafts.push(...ipSignals(contact, input.candidate, others));
    drafts.push(...identitySignals(contact, input.candidate, others));
    const freeMail = freeMailSignal(contact);
    if (freeMail) drafts.push(freeMail);
    const fast = speedSignal(contact);
    if (fast) drafts.push(fast);
  }
  return drafts;
}

function ipSignals(
  contact: TrustContactFacts,
  candidate: TrustCandidateFacts,
  others: TrustContactFacts[],
): TrustSignalDraft[] {
  const drafts: TrustSignalDraft[] = [];
  if (contact.ipHashes.some((ip) => candidate.ipHashes.includes(ip))) {
    drafts.push({
      contactId: contact.contactId,
      kind: 'shared_ip_with_candidate',
      severity: 'high',
      details: { reason: "The referee's link was opened from the candidate's IP address." },
    });
  }
  const sharing = others.filter((o) => o.ipHashes.some((ip) => contact.ipHashes.includes(ip)));
  if (sharing.length > 0) {
    drafts.push({
      contactId: contact.contactId,
      kind: 'shared_ip_with_referee',
      severity: 'medium',
      details: {
        reason: "The referee's link was opened from another referee's IP address.",
        otherContactIds: sharing.map((o) => o.contactId),
      },
    });
  }
  return drafts;
}

function identitySignals(
  contact: TrustContactFacts,
  candidate: TrustCandidateFacts,
  others: TrustContactFacts[],
): TrustSignalDraft[] {
  const drafts: TrustSignalDraft[] = [];
  const sameAsCandidate = matchingFields(contact, candidate);
  if (sameAsCandidate.length > 0) {
    drafts.push({
      contactId: contact.contactId,
      kind: 'contact_matches_candidate',
      severity: 'high',
      details: {
        reason: "The referee's contact details are the candidate's.",
        fields: sameAsCandidate,
      },
    });
  }
  const sharing = others
    .map((o) => ({ contactId: o.contactId, fields: matchingFields(contact, o) }))
    .filter((m) => m.fields.length > 0);
  if (sharing.length > 0) {
    drafts.push({
      contactId: contact.contactId,
      kind: 'contact_matches_referee',
      severity: 'medium',
      details: { reason: 'Another referee has the same contact details.', matches: sharing },
    });
  }
  return drafts;
}

function matchingFields(
  a: { email: string | null; phone: string | null },
  b: { email: string | null; phone: string | null },
): Array<'email' | 'phone'> {
  const fields: Array<'email' | 'phone'> = [];
  if (a.email && b.email && a.email.trim().toLowerCase() === b.email.trim().toLowerCase()) {
    fields.push('email');
  }
  if (a.phone && b.phone && a.phone === b.phone) fields.push('phone');
  return fields;
}

function freeMailSignal(contact: TrustContactFacts): TrustSignalDraft | null {
  const domain = contact.email?.split('@')[1]?.toLowerCase();
  if (!domain || !FREE_MAIL_DOMAINS.has(domain)) return null;
  if (!contact.relationship || !PROFESSIONAL_RELATIONSHIPS.test(contact.relationship)) return null;
  return {
    contactId: contact.contactId,
    kind: 'free_mail_professional',
    severity: 'low',
    details: {
      reason: 'A personal e-mail address for a professional relationship.',
      domain,
      relationship: contact.relationship,
    },
  };
}

function speedSignal(contact: TrustContactFacts): TrustSignalDraft | null {
  if (!contact.completedAt) return null;
  if (contact.firstOpenedAt) {
    const ms = contact.completedAt.getTime() - contact.firstOpenedAt.getTime();
    if (ms < MIN_PLAUSIBLE_COMPLETION_MS) {
      return {
        contactId: contact.contactId,
        kind: 'completed_too_fast',
        severity: 'medium',
        details: {
          reason: 'Completed within a minute of opening the link.',
          seconds: Math.max(0, Math.round(ms / 1000)),
          thresholdSeconds: MIN_PLAUSIBLE_COMPLETION_MS / 1000,
        },
      };
    }
  }
  if (contact.source === 'structured' && contact.participantMessages === 0) {
    return {
      contactId: contact.contactId,
      kind: 'completed_too_fast',
      // A form-based client is legitimate; this is only worth a glance.
      severity: 'low',
      details: { reason: 'Structured answers were sent without any conversation.' },
    };
  }
  return null;
}
