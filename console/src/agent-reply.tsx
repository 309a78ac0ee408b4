import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

/** `[Ada Lovelace](/requests/rr_…)`: the console's own pages only (an address starting with one "/"). */
const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^)\s]*)\)/g;

/**
 * The assistant's reply as text with its record links: the service writes
 * each request or candidate as a Markdown link to its console page, shown
 * here as a link; any other text, including a link elsewhere, stays text.
 */
export function AgentReplyText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <Link key={`l${match.index}`} href={href!}>
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <p className="pre">{parts}</p>;
}
