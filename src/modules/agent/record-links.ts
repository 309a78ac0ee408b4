/**
 * How replies name records. A reply is written once, with each record as a
 * reference (`refer`); `renderReferences` then words it for its reader:
 * for the API as before (`rr_… (Ada Lovelace, Engineer)`), with the id to
 * act on; for the console as a link to the record's page,
 * `[Ada Lovelace, Engineer](/requests/rr_…)`, which the panel shows as a
 * link, so no raw id is shown.
 */

const OPEN = '\u27e6';
const SEP = '\u241f';
const CLOSE = '\u27e7';
const REFERENCE = new RegExp(
  `${OPEN}([^${SEP}]*)${SEP}([^${SEP}]*)${SEP}([^${CLOSE}]*)${CLOSE}`,
  'g',
);

/** The console page of a record id, or null for ids without one. */
export function pageOf(id: string): string | null {
  if (id.startsWith('rr_')) return `/requests/${id}`;
  if (id.startsWith('cand_')) return `/candidates/${id}`;
  return null;
}

/** A record in a reply: `label` in the console (a link), `api` in the API's text. */
export function refer(id: string, label: string, api = `${id} (${label})`): string {
  return `${OPEN}${id}${SEP}${label.replace(/[\]\n]/g, ' ')}${SEP}${api}${CLOSE}`;
}

/** Text for the API's reader only (an id to act on): the console drops it. */
export function apiOnly(text: string): string {
  return refer('', '', text);
}

/** An id inside a phrase to type back ("approve the report for rr_…"): the console says the name. */
export function sayable(id: string, name: string): string {
  return refer(`!${id}`, name, id);
}

/** Ids written bare (not inside a link's address or text): each becomes a link in the console. */
const BARE_ID = /(?<![\w/[])\b(rr|cand)_[0-9a-z]{6,}\b(?![\]\w])/g;

export function renderReferences(text: string, links: boolean): string {
  if (!links) return text.replace(REFERENCE, (_, _id, _label, api: string) => api);
  const linked = text.replace(REFERENCE, (_, id: string, label: string, api: string) => {
    if (id === '') return '';
    if (id.startsWith('!')) return label;
    const page = pageOf(id);
    return page ? `[${label}](${page})` : api;
  });
  return linked.replace(BARE_ID, (id: string) => {
    const page = pageOf(id)!;
    return `[${id.startsWith('rr_') ? 'this request' : 'this candidate'}](${page})`;
  });
}
