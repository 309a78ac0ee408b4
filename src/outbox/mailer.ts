import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { DeliveryRefused } from '../core/delivery-refused.ts';
import { loadOnce } from '../core/load-once.ts';
import type { Mailer } from '../core/mailer.ts';

export type { Mailer, OutgoingEmail, SentEmail } from '../core/mailer.ts';

/**
 * Outbound e-mail over SMTP_URL with nodemailer. Without SMTP_URL (never in
 * production: the config refuses it) nothing is sent: in development the
 * whole message goes to the log, so a development machine needs no mail
 * server to follow the links; elsewhere (tests) the log says only that a
 * message was not sent, since its address and link are personal data and a
 * working credential. The worker keeps the message on its delivery record.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: Logger;
  nodeEnv: 'development' | 'test' | 'production';
}): Mailer {
  if (!options.smtpUrl) {
    const logContent = options.nodeEnv === 'development';
    return {
      send: async (email) => {
        if (logContent) {
          options.log.info(
            { email: { to: email.to, subject: email.subject, text: email.text } },
            'e-mail (no SMTP_URL: logged, not sent; development only)',
          );
        } else {
          options.log.info(
            'e-mail not sent: no SMTP_URL (its content is logged in development only)',
          );
        }
        return { transport: 'log', messageId: null };
      },
      close: () => {},
    };
  }
  const { smtpUrl } = options;
  // nodemailer is loaded with the first message, not at start-up.
  let transport: Transporter | undefined;
  const openTransport = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    return transport;
  });
  return {
    send: async (email) => {
      const { messageId, ...content } = email;
      try {
        const info = await (await openTransport()).sendMail({
          from: options.from,
          ...content,
          ...(messageId ? { messageId: `<${messageId}>` } : {}),
        });
        return { transport: 'smtp', messageId: info.messageId ?? null };
      } catch (error) {
        throw refusalOf(error);
      }
    },
    close: () => transport?.close(),
  };
}

/**
 * An SMTP error as a refusal: a 5xx reply at any step (MAIL FROM, RCPT TO,
 * DATA) is permanent, the address will not take it; a 4xx reply or a
 * connection error is temporary.
 */
function refusalOf(error: unknown): unknown {
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code !== 'number') return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryRefused(`SMTP ${code}: ${message}`, code >= 500 && code < 600);
}
