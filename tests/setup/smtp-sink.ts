import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope and the parsed message. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Stops accepting connections (a mail server that is down); `start` brings it back. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
};

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every mail it accepts,
 * parsed with `mailparser`: the tests read what a mail client would. Plain SMTP, no auth.
 */
export async function startSmtpSink(
  port = 0,
  {
    rejectRecipients = false,
  }: {
    /** Refuse every recipient as a real server refuses an unknown one, quoting the address. */
    rejectRecipients?: boolean;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stopped server lets go of open connections at once, as a crashed one would.
      closeTimeout: 100,
      size: 10 * 1024 * 1024,
      onRcptTo(address, _session, callback) {
        if (!rejectRecipients) return callback();
        const refusal = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`),
          { responseCode: 550 },
        );
        callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    stop,
    start,
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, ${received.length} arrived in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
  };
}
