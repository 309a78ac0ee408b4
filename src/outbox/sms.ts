import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DeliveryRefused } from '../core/delivery-refused.ts';
import type { SmsSender } from '../core/sms.ts';

export type { OutgoingSms, SentSms, SmsSender } from '../core/sms.ts';

/** How long one call to the provider may take before it counts as a temporary failure. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Text messages through Twilio's Messages API: one documented call,
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (form-encoded, HTTP basic
 * auth with the account sid and auth token). The official `twilio` package
 * was not taken: it brings axios, jsonwebtoken and the generated code of
 * every Twilio product for this one call, and has no base-URL option
 * (tests need TWILIO_BASE_URL). Twilio answers 4xx when it will never send
 * the message (a bad number, a blocked recipient): permanent. 429, 5xx and
 * network errors are temporary: the outbox retries. The delivery id goes in
 * `I-Twilio-Idempotency-Token`, so a provider that honours it sends one
 * message per delivery. Without SMS_PROVIDER, nothing is sent: as with
 * e-mail, the message's content goes to the log in development only.
 */
export function createSmsSender(options: {
  sms: Config['sms'];
  log: Logger;
  nodeEnv: Config['nodeEnv'];
}): SmsSender {
  const { sms, log } = options;
  if (!sms) {
    return {
      send: async (message) => {
        if (options.nodeEnv === 'development') {
          log.info({ sms: message }, 'text message (no SMS_PROVIDER: logged, not sent)');
        } else {
          log.info('text message not sent: no SMS_PROVIDER (content logged in development only)');
        }
        return { transport: 'log', messageId: null };
      },
    };
  }
  const url = `${sms.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  const sender = sms.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          'i-twilio-idempotency-token': message.idempotencyKey,
        },
        body: new URLSearchParams({ To: message.to, [sender]: sms.from, Body: message.body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (response.ok && answer.sid) return { transport: 'twilio', messageId: answer.sid };
      const reason = `Twilio ${response.status}${answer.code ? ` (${answer.code})` : ''}: ${answer.message ?? response.statusText}`;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new DeliveryRefused(reason, permanent);
    },
  };
}
