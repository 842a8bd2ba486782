import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  raw: string;
}

export interface MailInbox {
  /** SMTP_URL for the app under test. */
  smtpUrl: string;
  /** Every mail so far, oldest first. */
  all(): ReceivedMail[];
  /** The next mail to `to` that no earlier call returned; waits up to five seconds. */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, collecting what the app sends. */
export async function startMailInbox(): Promise<MailInbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address.toLowerCase(), subject, raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    all: () => [...received],
    next: async (to) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const mail = received.find((item) => item.to === to.toLowerCase() && !taken.has(item));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one-time code in a mail's plain-text part. */
export function otpFrom(mail: ReceivedMail): string {
  const code = /Your OTP is (\d{6})/.exec(mail.raw)?.[1];
  if (!code) throw new Error(`no OTP in the mail "${mail.subject}"`);
  return code;
}
