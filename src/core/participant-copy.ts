import { en } from './copy/en.ts';

/**
 * What candidates, referees and report readers are told, in one catalogue
 * per language (src/core/copy/<locale>.ts), so that the pages, the built-in
 * agents, the PDF and the e-mails say the same thing the same way. A locale
 * is added by adding a catalogue of the same shape; the type checker holds
 * it to that shape. The pages read the same catalogue as /assets/copy.js.
 */
export type ParticipantCopy = typeof en;

export const PARTICIPANT_COPY: Record<'en', ParticipantCopy> = { en };
export type Locale = keyof typeof PARTICIPANT_COPY;

/** The catalogue of a locale; English until another is added. */
export function participantCopy(locale: Locale = 'en'): ParticipantCopy {
  return PARTICIPANT_COPY[locale];
}

export type CopyValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A template with its `{name}` placeholders filled in. A placeholder
 * without a value stays as written, so a missing value shows in tests
 * (which check that no `{…}` reaches a participant) rather than as "undefined".
 */
export function fill(template: string, values: CopyValues = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The form of `forms` for `count` (English has two; a locale with more adds keys). */
export function plural(
  forms: { one: string; other: string },
  count: number,
  values: CopyValues = {},
) {
  return fill(count === 1 ? forms.one : forms.other, { ...values, count });
}

/** " for the Engineer role" where a role is named, else nothing. */
export function forRole(role: string | null | undefined, copy = participantCopy()): string {
  return role ? fill(copy.forRole, { role }) : '';
}

/** The placeholders of a template, for the tests that check every template is filled. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
