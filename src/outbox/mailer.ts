import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from '../core/mailer.ts';

export type { Mailer, OutgoingEmail, SentEmail } from '../core/mailer.ts';

/**
 * Outbound e-mail over SMTP_URL with nodemailer. Without SMTP_URL the message
 * goes to the log (and the worker keeps it on the delivery record), so a
 * development machine needs no mail server to follow the links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send: async (email) => {
        options.log.info(
          { email: { to: email.to, subject: email.subject, text: email.text } },
          'e-mail (no SMTP_URL: logged, not sent)',
        );
        return { transport: 'log', messageId: null };
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (email) => {
      const info = await transport.sendMail({ from: options.from, ...email });
      return { transport: 'smtp', messageId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}
