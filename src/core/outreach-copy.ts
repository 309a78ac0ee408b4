import { de } from './copy/outreach/de.ts';
import { en, type OutreachCopy } from './copy/outreach/en.ts';
import { es } from './copy/outreach/es.ts';
import { fr } from './copy/outreach/fr.ts';
import { pt } from './copy/outreach/pt.ts';
import type { Locale } from './locale.ts';

export type { OutreachCopy } from './copy/outreach/en.ts';

/**
 * What the workflow's e-mails and text messages say, per locale
 * (src/core/copy/outreach/<locale>.ts): every language participants are
 * served in has all of it, which the type and outreach-copy.test.ts hold.
 */
export const OUTREACH_COPY: Record<Locale, OutreachCopy> = { en, es, de, fr, pt };

export function outreachCopy(locale: Locale): OutreachCopy {
  return OUTREACH_COPY[locale];
}
