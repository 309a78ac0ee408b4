/** The port through which e-mail leaves the service (outbox/mailer.ts implements it over SMTP). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, without angle brackets (a delivery's id@host), so a copy sent twice is recognisable. */
  messageId?: string;
}

export interface SentEmail {
  transport: 'smtp' | 'log';
  messageId: string | null;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<SentEmail>;
  close(): void;
}
