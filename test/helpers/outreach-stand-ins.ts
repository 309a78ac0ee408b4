import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the local SMTP server received it. */
export interface ReceivedEmail {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  /** The HTML part; empty when there is none. */
  html: string;
  /** When the server acknowledged it (or found its sender gone), as Date.now(). */
  at: number;
}

/**
 * A local SMTP server: refuses any recipient whose address starts with
 * `bounce` with 550 (a permanent refusal at RCPT TO), and, while
 * `temporaryFailure` is set, every message with 451. `ackDelayMs` waits
 * before acknowledging the DATA (the crash test's slow server).
 *
 * A message is in `inbox` once its sender got the acknowledgement: SMTP
 * hands a message over with the 250 reply to its DATA (RFC 5321, 6.1). One
 * whose sender died before it read the reply (a process killed with SIGKILL
 * during the wait, or as the reply went out) was never handed over, and its
 * sender, who cannot know the server has it, sends it again: it is kept
 * apart, in `unacknowledged`. (A server that delivers such a message anyway delivers
 * it twice, RFC 1047's duplicate: no sender can prevent that one.)
 */
export class LocalSmtpServer {
  readonly inbox: ReceivedEmail[] = [];
  /** Received in full, but its sender hung up before the acknowledgement. */
  readonly unacknowledged: ReceivedEmail[] = [];
  temporaryFailure = false;
  /** Messages received in full, waiting for their acknowledgement. */
  waiting = 0;
  private readonly server: SMTPServer;
  /** The connections, by the client's port. */
  private readonly sockets = new Map<number, Socket>();

  constructor(private readonly ackDelayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // No DNS query for the client's name: a test machine may have no resolver to answer it.
      disableReverseLookup: true,
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('bounce')) {
          callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        } else if (this.temporaryFailure) {
          callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        } else callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.waiting += 1;
            if (this.ackDelayMs) await new Promise((r) => setTimeout(r, this.ackDelayMs));
            // Past the poll phase: an end or reset that arrived during the wait has been read.
            await new Promise((r) => setImmediate(r));
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            const email = {
              to: to?.value[0]?.address ?? '',
              messageId: mail.messageId ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              at: Date.now(),
            };
            this.waiting -= 1;
            this.acknowledge(session.remotePort, email);
            callback();
          })
          .catch(callback);
      },
    });
    // A sender killed mid-message resets its connection (ECONNRESET); smtp-server emits
    // that on the server, and an unheard 'error' event would crash the test process.
    this.server.on('error', () => {});
    this.server.server.on('connection', (socket: Socket) => {
      const port = socket.remotePort ?? 0;
      this.sockets.set(port, socket);
      socket.once('close', () => {
        if (this.sockets.get(port) === socket) this.sockets.delete(port);
      });
    });
  }

  /**
   * The 250 goes out now. A sender that hung up already never reads it; one
   * that dies before it reads it leaves it unread, or arriving at a closed
   * socket, and its system answers with a reset: either way, the message is
   * not handed over. A sender that reads it closes the connection cleanly.
   */
  private acknowledge(port: number, email: ReceivedEmail): void {
    const socket = this.sockets.get(port);
    if (!socket || socket.readableEnded || socket.destroyed) {
      this.unacknowledged.push(email);
      return;
    }
    this.inbox.push(email);
    let reset = false;
    socket.once('error', () => {
      reset = true;
    });
    socket.once('close', (hadError) => {
      if (!reset && !hadError) return;
      this.inbox.splice(this.inbox.indexOf(email), 1);
      this.unacknowledged.push(email);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string): ReceivedEmail[] {
    return this.inbox.filter((email) => email.to === address);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A text message as the local Messages endpoint received it. */
export interface ReceivedSms {
  to: string;
  from: string;
  body: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  sid: string;
}

/** The number the local Messages endpoint refuses with 400 (Twilio's 21211, invalid `To`). */
export const REFUSED_NUMBER = '+12125550199';

/**
 * A local stand-in of Twilio's Messages endpoint
 * (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded): answers
 * 201 with a `sid`, or 400 for REFUSED_NUMBER, as Twilio does.
 */
export class LocalMessagesEndpoint {
  readonly received: ReceivedSms[] = [];
  private readonly server: Server;

  constructor(readonly accountSid = 'AC_test_account') {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const reply = (status: number, json: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(json));
        };
        if (
          request.method !== 'POST' ||
          request.url !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`
        ) {
          return reply(404, { code: 20404, message: 'Not found', status: 404 });
        }
        const form = new URLSearchParams(body);
        const to = form.get('To') ?? '';
        if (to === REFUSED_NUMBER) {
          return reply(400, {
            code: 21211,
            message: `The 'To' number ${to} is not a valid phone number.`,
            status: 400,
          });
        }
        const sid = `SM${String(this.received.length + 1).padStart(32, '0')}`;
        this.received.push({
          to,
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
          idempotencyKey: request.headers['i-twilio-idempotency-token'] as string | undefined,
          authorization: request.headers.authorization,
          sid,
        });
        reply(201, { sid, status: 'queued', to });
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  to(number: string): ReceivedSms[] {
    return this.received.filter((sms) => sms.to === number);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The local SMTP server and Messages endpoint, listening, with the settings
 * that point the service at both (Twilio as the SMS provider).
 */
export async function listeningOutreachStandIns(): Promise<{
  smtp: LocalSmtpServer;
  messages: LocalMessagesEndpoint;
  config: Record<string, string>;
}> {
  const smtp = new LocalSmtpServer();
  const messages = new LocalMessagesEndpoint();
  const [smtpUrl, twilioUrl] = await Promise.all([smtp.listen(), messages.listen()]);
  return {
    smtp,
    messages,
    config: {
      SMTP_URL: smtpUrl,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: messages.accountSid,
      TWILIO_AUTH_TOKEN: 'test-auth-token',
      SMS_FROM: '+15005550006',
      TWILIO_BASE_URL: twilioUrl,
    },
  };
}
