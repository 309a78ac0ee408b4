import mjml2html from 'mjml';
import { expect } from 'vitest';
import { type EmailMessage, emailMjml } from '../../src/outbox/email-layout.ts';
import type { RenderedEmail } from '../../src/outbox/jobs/send-email.job.ts';

/**
 * Checks that every e-mail the service writes must pass: its HTML has the
 * button (an <a> whose text is the action and whose href is the link), its
 * text part carries the link, its MJML validates, and no value reaches the
 * HTML unescaped.
 */

/** Values that would break out of the MJML or the HTML if they were not escaped. */
export const HOSTILE = {
  firstName: '<script>alert(1)</script>',
  tenantName: 'Acme <b>Recruiting</b> & "Co"',
  candidateName: '<img src=x onerror=alert(2)>',
  roleTitle: '</mj-text><mj-raw><script>alert(3)</script></mj-raw>',
  recruiterName: "Eve <a href='http://evil.test'>",
  note: 'Hi!\n</mj-text></mj-column></mj-section><mj-section><mj-column><mj-button href="http://evil.test">Click</mj-button>',
};

/** The <a> elements of an HTML document: href and text, entities decoded, white space collapsed. */
export function anchors(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: decode(/href="([^"]*)"/.exec(attrs!)?.[1] ?? ''),
    text: decode(inner!.replaceAll(/<[^>]*>/g, ''))
      .replaceAll(/\s+/g, ' ')
      .trim(),
  }));
}

function decode(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The MJML validator's complaints about an e-mail's source (none expected). */
export async function mjmlErrors(message: EmailMessage): Promise<string[]> {
  const { errors } = await mjml2html(emailMjml(message), { validationLevel: 'soft', fonts: {} });
  return errors.map((error) => error.formattedMessage);
}

/** The button, the link in both parts, one layout, valid MJML. */
export async function expectWellMadeEmail(
  message: EmailMessage,
  email: RenderedEmail,
  expected: { label: string; link: string },
): Promise<void> {
  expect(message.action).toMatchObject({ label: expected.label, url: expected.link });
  expect(expected.label).not.toMatch(/https?:|\/\//);
  const links = anchors(email.html);
  expect(links, 'the button: an <a> whose text is the action').toContainEqual({
    href: expected.link,
    text: expected.label,
  });
  expect(
    links.every((a) => a.href === expected.link),
    'every link is the link',
  ).toBe(true);
  expect(email.text).toContain(expected.link);
  expect(email.html).toContain('<!doctype html>');
  expect(email.html).toContain(`<title>`);
  expect(email.html).toContain('@media only screen and (min-width:480px)');
  expect(await mjmlErrors(message)).toEqual([]);
}

/** An e-mail written with HOSTILE values: none of them is markup in its HTML. */
export async function expectNothingInjected(
  message: EmailMessage,
  email: RenderedEmail,
): Promise<void> {
  const { html } = email;
  for (const tag of ['<script', '<img', '<b>', '<mj-', '</mj-', "<a href='", 'href="http://evil']) {
    expect(html, `${tag} in the HTML`).not.toContain(tag);
  }
  expect(html, 'the name as text').toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
  expect(anchors(html).map((a) => a.href)).toEqual([message.action.url, message.action.url]);
  expect(await mjmlErrors(message)).toEqual([]);
}
