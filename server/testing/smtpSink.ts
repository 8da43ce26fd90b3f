import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed. */
export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** The size in bytes of each accepted message as it came over the wire, in the order of `messages`. */
  sizes: number[];
  /** Messages received whole and then refused (SmtpSinkOptions.refuseMessage), in arrival order. */
  refused: ParsedMail[];
  /** Raw envelopes (MAIL FROM / RCPT TO) in arrival order. */
  envelopes: { from: string; to: string[] }[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on (for "the mail server is down"); a sink can start on it later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface SmtpSinkOptions {
  /** Hold each message this long before accepting it (a slow server). */
  delayMs?: number;
  /** An SMTP reply code to refuse a recipient with (550 for good, 450 for now), or null to accept. */
  refuseRecipient?: (address: string) => number | null;
  /**
   * After a message has arrived whole: an SMTP reply to refuse it with (550 or 552 for good, 451
   * for now), or null to accept. `index` counts the messages received so far, refused ones included.
   */
  refuseMessage?: (mail: ParsedMail, index: number) => { code: number; text: string } | null;
  /** Called when a message starts arriving. */
  onMessageStart?: () => void;
  /** The largest message accepted, in bytes, as a relay announces it (SIZE) and enforces it (552). */
  size?: number;
}

export async function startSmtpSink(port = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const refused: ParsedMail[] = [];
  const sizes: number[] = [];
  let received = 0;
  const envelopes: SmtpSink['envelopes'] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: options.size ?? 60 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const code = options.refuseRecipient?.(address.address) ?? null;
      if (code === null) return callback();
      callback(Object.assign(new Error(`Recipient refused (${code})`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      options.onMessageStart?.();
      simpleParser(stream).then(
        async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const oversized = stream.sizeExceeded;
          const refusal = oversized
            ? (received++, { code: 552, text: '5.3.4 Message size exceeds fixed maximum message size' })
            : (options.refuseMessage?.(mail, received++) ?? null);
          if (refusal) {
            refused.push(mail);
            for (const wake of waiters) wake();
            return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          }
          messages.push(mail);
          sizes.push(stream.byteLength);
          envelopes.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
          for (const wake of waiters) wake();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that dies in the middle of a message (the kill test's service) resets its connection,
  // which the SMTP server reports as an error; a mail server shrugs that off, and so does the sink.
  server.on('error', () => {});
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    messages,
    sizes,
    refused,
    envelopes,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${messages.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
