import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import { LRUCache } from 'lru-cache';
import { de } from './copy/de.ts';
import { en } from './copy/en.ts';
import { es } from './copy/es.ts';
import { fr } from './copy/fr.ts';
import { pt } from './copy/pt.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

export type { Locale } from './locale.ts';

/**
 * What candidates, referees and report readers are told, in one catalogue
 * per language (src/core/copy/<locale>.ts), so that the pages, the built-in
 * agents, the PDF and the e-mails say the same thing the same way. A locale
 * is added by adding a catalogue of the same shape; the type checker holds
 * it to that shape. The pages read the same catalogue as /assets/copy.js.
 * What only the hiring team reads (the shared report: `report`, `sections`,
 * its page's title and button) is English in every catalogue, by reference
 * to `en`'s (CONTRACT "Languages"); the e-mails and text messages of the
 * workflow are in src/core/copy/outreach/<locale>.ts, whose e-mails each
 * catalogue's `emails` shares.
 */
export type ParticipantCopy = typeof en;

export const PARTICIPANT_COPY: Record<Locale, ParticipantCopy> = { en, es, de, fr, pt };

/** The catalogue of a locale. */
export function participantCopy(locale: Locale = DEFAULT_LOCALE): ParticipantCopy {
  return PARTICIPANT_COPY[locale];
}

/**
 * A referee's relationship as a participant reads it: a code the intake
 * stores ("manager", "report": extract.ts findRelationship) in the
 * language's words (`relationships`), anything else as written (a
 * relationship typed in the candidate's own words is theirs to read).
 */
export function relationshipInWords(
  relationship: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (!relationship) return null;
  const words: Record<string, string> = participantCopy(locale).relationships;
  return Object.hasOwn(words, relationship) ? words[relationship]! : relationship;
}

export type CopyValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A template compiled once: its ICU MessageFormat for a locale, and which
 * of its values are plain text (`{name}`) rather than formatted (`{n, plural,
 * …}`, `{n, number}`, `{d, date}`).
 */
interface CompiledTemplate {
  format: IntlMessageFormat;
  plain: ReadonlySet<string>;
  formatted: ReadonlySet<string>;
}

/**
 * Compiled templates by locale and text. The catalogues are a few hundred
 * strings, so this holds them all; the bound only keeps a template built at
 * run time from growing it without end. A participant's turn fills dozens,
 * and parsing each anew would cost more than the rest of the turn.
 */
const COMPILED = new LRUCache<string, CompiledTemplate>({ max: 5000 });

function compiled(template: string, locale: Locale): CompiledTemplate {
  const key = `${locale}\u0000${template}`;
  const cached = COMPILED.get(key);
  if (cached) return cached;
  // Tags are not ICU's here: a `<` in a participant's words is a character.
  const ast = parse(template, { ignoreTag: true, requiresOtherClause: true });
  const plain = new Set<string>();
  const formatted = new Set<string>();
  collectArguments(ast, plain, formatted);
  const made = {
    format: new IntlMessageFormat(ast, locale, undefined, { formatters: FORMATTERS }),
    plain,
    formatted,
  };
  COMPILED.set(key, made);
  return made;
}

const NUMBER_FORMATS = new LRUCache<string, Intl.NumberFormat>({ max: 500 });
const DATE_FORMATS = new LRUCache<string, Intl.DateTimeFormat>({ max: 500 });
const PLURAL_RULE_SETS = new LRUCache<string, Intl.PluralRules>({ max: 100 });

const firstLocale = (locales?: string | readonly string[]) =>
  (Array.isArray(locales) ? locales[0] : locales) ?? DEFAULT_LOCALE;

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
  let made = NUMBER_FORMATS.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    NUMBER_FORMATS.set(key, made);
  }
  return made;
}

/**
 * A number in the locale's digits with every decimal it is stored with
 * ("2,75", "0,0000005", "1.234,56789"). `Intl`'s default stops at three
 * ("2,123" for 2.12345), which would tell a participant a value other than
 * the one kept (CONTRACT "Never a guess"). The decimals are those of the
 * shortest form that reads back as the same double (`String(value)`),
 * never binary noise ("0,1", not "0,1000000000000000055").
 */
export function figureAsStored(value: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(value)) return numberFormat(locale).format(value);
  const [digits, exponent] = String(Math.abs(value)).split('e');
  const decimals = (digits!.split('.')[1]?.length ?? 0) - Number(exponent ?? 0);
  return numberFormat(locale, {
    maximumFractionDigits: Math.min(100, Math.max(0, decimals)),
  }).format(value);
}

/**
 * The formatters of every compiled template: a number ICU formats without
 * a style (a plural's `#`, `{n, number}`) keeps every decimal it has
 * (figureAsStored); a styled one (`{n, number, percent}`, a skeleton)
 * follows its style. Each formatter is made once.
 */
const FORMATTERS: Formatters = {
  getNumberFormat: (locales, options) => {
    const locale = firstLocale(locales);
    if (options !== undefined) return numberFormat(locale, options as Intl.NumberFormatOptions);
    const plain = numberFormat(locale);
    // ICU calls `format` only (a plural's `#`, `{n, number}`).
    const asStored = {
      format: (value: number | bigint) =>
        typeof value === 'number' ? figureAsStored(value, locale) : plain.format(value),
      formatToParts: (value: number | bigint) => plain.formatToParts(value),
      resolvedOptions: () => plain.resolvedOptions(),
    };
    return asStored as unknown as Intl.NumberFormat;
  },
  getDateTimeFormat: (locales, options) => {
    const locale = firstLocale(locales as string | string[] | undefined);
    const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
    let made = DATE_FORMATS.get(key);
    if (!made) {
      made = new Intl.DateTimeFormat(locale, options);
      DATE_FORMATS.set(key, made);
    }
    return made;
  },
  getPluralRules: (locales, options) => {
    const locale = firstLocale(locales as string | string[] | undefined);
    const key = `${locale}\u0000${JSON.stringify(options ?? {})}`;
    let made = PLURAL_RULE_SETS.get(key);
    if (!made) {
      made = new Intl.PluralRules(locale, options);
      PLURAL_RULE_SETS.set(key, made);
    }
    return made;
  },
};

function collectArguments(
  elements: MessageFormatElement[],
  plain: Set<string>,
  formatted: Set<string>,
): void {
  for (const element of elements) {
    if (isArgumentElement(element)) plain.add(element.value);
    else if (isNumberElement(element) || isDateElement(element) || isTimeElement(element))
      formatted.add(element.value);
    else if (isPluralElement(element) || isSelectElement(element)) {
      formatted.add(element.value);
      for (const option of Object.values(element.options))
        collectArguments(option.value, plain, formatted);
    }
  }
}

/**
 * A template (ICU MessageFormat) formatted for a locale. A `{name}` is
 * filled with its value as given (a number as written, not grouped: the
 * caller formats a number or a date it wants in the locale's style, or
 * says `{n, number}`); `{n, plural, one {…} other {…}}` and the other ICU
 * forms follow the locale's rules. A plain placeholder without a value
 * stays as written, so a missing value shows in tests (which check that no
 * `{…}` reaches a participant) rather than as "undefined".
 */
export function fill(
  template: string,
  values: CopyValues = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  // Nothing ICU reads: the text as it is, without a look-up.
  if (!template.includes('{') && !template.includes("'")) return template;
  const { format, plain, formatted } = compiled(template, locale);
  // `{Company}` is `{company}` opening a sentence: where it opens one is the language's business.
  if ('company' in values && !('Company' in values))
    values = { ...values, Company: atSentenceStart(String(values.company)) };
  const given: Record<string, string | number> = {};
  for (const name of plain) given[name] = name in values ? String(values[name]) : `{${name}}`;
  for (const name of formatted) if (name in values) given[name] = values[name]!;
  return String(format.format(given));
}

/** A name opening a sentence ("the hiring team" → "The hiring team"), as core/public-name.ts writes it. */
function atSentenceStart(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

const PLURAL_RULES = new Map<Locale, Intl.PluralRules>();

/** The plural category of `count` in a locale ("one", "few", "other", …). */
function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = PLURAL_RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    PLURAL_RULES.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The form of `forms` for `count`, by the locale's plural rules: a form the
 * catalogue does not have (French "many", say) falls back to `other`.
 * New strings can say the same in one template as ICU plural syntax.
 */
export function plural(
  forms: { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>,
  count: number,
  values: CopyValues = {},
  locale: Locale = DEFAULT_LOCALE,
) {
  const form = forms[pluralCategory(count, locale)] ?? forms.other;
  return fill(form, { ...values, count }, locale);
}

/** " for the Engineer role" where a role is named, else nothing. */
export function forRole(
  role: string | null | undefined,
  copy: { forRole: string } = participantCopy(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  return role ? fill(copy.forRole, { role }, locale) : '';
}

/** The placeholders of a template, for the tests that check every template is filled. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}
