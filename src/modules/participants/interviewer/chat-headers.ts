/**
 * A referee's own chat replies pasted with their headers (blind set 18: "[18:42, 27/11/2026]
 * Encarni Hotel: Encarnación Molina Ruiz"): when the sender writes their name in a line of its
 * own, the name saved in the candidate's phone ("Encarni Hotel") is no surname, and the time,
 * the date and that saved name are no part of what was said. A sender who writes no name
 * keeps the headers: the saved name is then the only one ("[…] Maxime Vial: Bien sûr …").
 * WhatsApp writes "[time, date] Name: …" on iPhones and "date, time - Name: …" elsewhere.
 */
const TIME = '\\d{1,2}[:.h]\\d{2}(?::\\d{2})?(?:\\s*[ap]\\.?\\s?m\\.?)?';
const DATE = '\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}';

const CHAT_LINE = new RegExp(
  `^[ \\t]*(?:\\[\\s*(?:${TIME},?\\s*${DATE}|${DATE},?\\s*${TIME})\\s*\\]|${DATE},?\\s+${TIME}\\s+[-–])\\s*([^:\\n\\[\\]]{1,40}):[ \\t]*(.*)$`,
  'gmu',
);

/** A line that is a name alone: two to five words, capitalised but for particles. */
const NAME_ALONE =
  /^\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’-]+|de|del|da|das|do|dos|la|le|van|von|der|y|e)){1,4}$/u;

/** The message without the headers of a sender who writes their own name; as it is otherwise. */
export function withoutChatHeaders(message: string): string {
  const lines = [...message.matchAll(CHAT_LINE)];
  const namesThemselves = new Set(
    lines.filter(([, , text]) => NAME_ALONE.test(text!.trim())).map(([, sender]) => sender!),
  );
  if (namesThemselves.size === 0) return message;
  return message.replace(CHAT_LINE, (line, sender: string, text: string) =>
    namesThemselves.has(sender) ? text : line,
  );
}
