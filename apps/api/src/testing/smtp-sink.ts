import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The raw List-Unsubscribe header line, or ''. */
  listUnsubscribe: string;
  /** The files it carried (an invoice's XML and PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on loopback: tests send through nodemailer and read what arrived. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  /** While paused, a message is held before it is accepted: the sender's send() waits. */
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  /** While set, every recipient is refused with this reply code (a mailbox or server refusing). */
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === null) callback();
      else callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal }));
    },
    onData(stream, _session, callback) {
      gate
        .then(() => simpleParser(stream))
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            listUnsubscribe:
              mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a message to `to` and answers it (the newest one). */
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter((mail) => mail.to === to).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail arrived for ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    pause() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    resume() {
      open();
    },
    refuse(code = 550) {
      refusal = code;
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*/${path}/[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`no /${path}/ link in the e-mail`);
  return match[0];
}
