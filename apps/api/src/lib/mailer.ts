import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header (RFC 2369, with RFC 8058's one-click POST). */
  unsubscribeUrl?: string;
  /** The Message-ID, without angle brackets. */
  messageId?: string;
  /** Files sent with it (an invoice's XML and PDF). */
  attachments?: { filename: string; content: Buffer | string; contentType: string }[];
}

/** nodemailer's message for `mail`: the headers of its optional parts. */
function message(from: string, { unsubscribeUrl, messageId, ...mail }: Mail) {
  return {
    from,
    ...mail,
    ...(messageId ? { messageId: `<${messageId}>` } : {}),
    ...(unsubscribeUrl
      ? {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Closes the SMTP connections kept open (the server's stop). */
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go when there is no SMTP server: DATA_DIR/outbox (null: log only). */
  outboxDir: string | null;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is rendered as a real .eml file in the
 * outbox and its text logged, so that a person running Iris locally can still open the link.
 */
/** nodemailer is loaded with the first e-mail rather than at every start of the server. */
const nodemailer = () => import('nodemailer').then((module) => module.default);

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    let opened: { close(): void } | undefined;
    // Pooled: a day's reminders reuse a few connections instead of one per message (about four
    // times the rate to a local server).
    const transport = once(async () => {
      const made = (await nodemailer()).createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
      });
      opened = made;
      return made;
    });
    return {
      async send(mail) {
        await (await transport()).sendMail(message(options.from, mail));
      },
      close: () => opened?.close(),
    };
  }
  const transport = once(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    close: () => undefined,
    async send(mail) {
      if (!options.outboxDir) {
        options.log.info({ subject: mail.subject }, 'e-mail not sent: no SMTP_URL and no outbox');
        return;
      }
      const info = await (await transport()).sendMail(message(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      // Neither the address nor the link (a token) goes into the log or the file's name.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      options.log.info({ subject: mail.subject, file: name }, 'e-mail written to the outbox');
    },
  };
}
