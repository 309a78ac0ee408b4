/**
 * What each kind of trust signal means to a recruiter: what was seen (the
 * signal's own `details.reason` when it has one) and why it matters. One
 * wording for the console (which imports this file), the timeline and the
 * PDF.
 */
const SIGNAL_COPY: Record<string, { title: string; seen: string; why: string }> = {
  shared_ip_with_candidate: {
    title: 'Same network as the candidate',
    seen: "The referee's link was opened from the candidate's IP address.",
    why: 'The candidate may have answered in the referee’s place. Check with the referee by phone.',
  },
  shared_ip_with_referee: {
    title: 'Same network as another referee',
    seen: 'Two referees opened their links from the same IP address.',
    why: 'One person may have answered as two referees, which would double their weight in the report.',
  },
  contact_matches_candidate: {
    title: "Referee's contact details are the candidate's",
    seen: "The referee's e-mail or phone number is the candidate's own.",
    why: 'The candidate may be posing as their referee.',
  },
  contact_matches_referee: {
    title: 'Two referees share contact details',
    seen: 'Another referee has the same e-mail or phone number.',
    why: 'One person may be counted as two referees.',
  },
  free_mail_professional: {
    title: 'Personal e-mail for a work reference',
    seen: 'A referee named as a manager or colleague gave a personal e-mail address.',
    why: 'The working relationship cannot be traced to a company domain; confirm it another way.',
  },
  completed_too_fast: {
    title: 'Answered very fast',
    seen: 'The referee finished within a minute of opening their link, or sent answers without a conversation.',
    why: 'Answers given that quickly may not be a considered view of the candidate.',
  },
};

export interface SignalExplanation {
  title: string;
  seen: string;
  why: string;
}

export function explainSignal(signal: {
  kind: string;
  details?: Record<string, unknown>;
}): SignalExplanation {
  const copy = SIGNAL_COPY[signal.kind];
  const reason = typeof signal.details?.reason === 'string' ? signal.details.reason : undefined;
  const fallbackTitle = signal.kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
  return {
    title: copy?.title ?? fallbackTitle,
    seen: reason ?? copy?.seen ?? 'A pattern worth a second look.',
    why: copy?.why ?? 'Check it before relying on the report.',
  };
}
