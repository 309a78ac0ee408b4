/** The port through which text messages leave the service (outbox/sms.ts implements it). */
export interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  /** The delivery id: the provider is asked to send one message per key. */
  idempotencyKey: string;
}

export interface SentSms {
  transport: 'twilio' | 'log';
  /** The provider's message id (Twilio's `sid`); null when only logged. */
  messageId: string | null;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<SentSms>;
}
