import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { MailTransportTarget } from '#server/env.ts';
import type { MailAttachment, MailDraft } from './mail-envelope.ts';

/** One mail as it leaves: rendered, with its fixed Message-ID, the sender and when it was queued. */
export type OutgoingMail = Omit<MailDraft, 'kept'> & {
  messageId: string;
  from: string;
  queuedAt: string;
};

export type MailTransport = {
  /** Resolves once the SMTP server accepted the mail (or its file is written). */
  send: (mail: OutgoingMail) => Promise<void>;
  /** For the start-up log line: where mail goes, without any password. */
  description: string;
  close: () => void;
};

/**
 * An SMTP answer of 5xx is a refusal that another attempt will not change (no such mailbox,
 * authentication refused); anything else (refused connection, timeout, 4xx) is worth retrying.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A file as nodemailer takes it: its bytes in base64 decoded, an inline one by its content id. */
function attachmentOf({ filename, contentType, content, encoding, cid }: MailAttachment) {
  return { filename, contentType, content, ...(encoding && { encoding }), ...(cid && { cid }) };
}

function message(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    // NOTE: addresses go to nodemailer as objects, never as text it would parse as a list.
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map(attachmentOf),
    headers: { 'Auto-Submitted': 'auto-generated' },
    // Nothing in a mail may read a file or fetch a URL on this server's behalf.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 3,
    // nodemailer waits minutes by default; a worker stuck on a dead server sends nothing else.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const server = new URL(url);
  return {
    send: async (mail) => {
      await transporter.sendMail(message(mail));
    },
    description: `SMTP ${server.protocol}//${server.host}`,
    close: () => transporter.close(),
  };
}

/**
 * A mail's file name: when it was queued (so a folder lists them in order), its kind, and its
 * Message-ID's unique part, so a resend overwrites its file, never doubles it.
 */
export function mailFileName(mail: OutgoingMail): string {
  const queued = mail.queuedAt.replace(/[^0-9TZ]/g, '');
  const unique = mail.messageId.replace(/^<|@.*$/g, '').replace(/[^A-Za-z0-9-]/g, '');
  return `${queued}-${mail.kind}-${unique}.eml`;
}

function fileTransport(directory: string): MailTransport {
  const transporter = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    send: async (mail) => {
      const info = await transporter.sendMail(message(mail));
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, mailFileName(mail));
      // Written whole, then renamed: a reader never sees half a mail.
      await writeFile(`${file}.partial`, info.message as Buffer);
      await rename(`${file}.partial`, file);
    },
    description: `files in ${path.resolve(directory)}`,
    close: () => transporter.close(),
  };
}

export function createMailTransport(target: MailTransportTarget): MailTransport {
  return target.kind === 'smtp' ? smtpTransport(target.url) : fileTransport(target.directory);
}
