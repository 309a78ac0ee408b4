/**
 * A number said again as dialled at home, without its area or country code (blind set 18,
 * "troquei os telefones! O da Dona Lúcia é o 98133-4410 e o do Jeferson é o 99214-2277" after
 * "(65) 99214-2277" and "(65) 98133-4410"): the number on the list that it ends, written in
 * full, when exactly one does. Its country is then known, so nothing is asked about it; what
 * the message does with it (a swap, a correction) is read as ever, and shown on a card.
 */

/** A number as written: its country code if any, digits, spaces, dots, dashes and brackets. */
const WRITTEN_NUMBER = /(?<![\d+])(?:\+|00)?\(?\d[\d .()-]{6,}\d(?!\d)/g;

/** The message with each number that ends exactly one number on the list written in full. */
export function withKnownNumbersInFull(
  message: string,
  known: ReadonlyArray<string | null | undefined>,
): string {
  const phones = [...new Set(known.filter((p): p is string => !!p && p.startsWith('+')))];
  if (phones.length === 0) return message;
  return message.replace(WRITTEN_NUMBER, (written) => {
    const digits = written.replace(/\D/g, '');
    // Written with its country code, it is as written.
    if (digits.length < 8 || /^(?:\+|00)/.test(written)) return written;
    const ends = phones.filter((p) => p.slice(1).endsWith(digits) && p.length - 1 > digits.length);
    return ends.length === 1 ? ends[0]! : written;
  });
}
