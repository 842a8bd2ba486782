import fs from 'node:fs';
import path from 'node:path';

/** A mail the app wrote to `DATA_DIR/outbox` (no SMTP_URL), with its calendar attachments decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Each `text/calendar` part, decoded and unfolded. */
  calendars: string[];
}

function decodePart(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The MIME parts of a raw message whose type is text/calendar, as text. */
function calendarParts(raw: string): string[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`));
  return parts
    .map((part) => part.replace(/^\r?\n/, ''))
    .map((part) => {
      const split = /\r?\n\r?\n/.exec(part);
      if (!split) return undefined;
      const head = part.slice(0, split.index);
      if (!/^content-type:\s*text\/calendar/im.test(head)) return undefined;
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
      // iCalendar folds long lines with a leading space.
      return decodePart(part.slice(split.index + split[0].length), encoding).replace(/\r?\n[ \t]/g, '');
    })
    .filter((calendar): calendar is string => calendar !== undefined);
}

/** Every mail in the outbox of `dataDir`, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  // The phone channels keep their own folders (outbox/sms, outbox/whatsapp) beside the mails.
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
      const header = (name: string) =>
        new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
          .exec(head)?.[1]
          ?.replace(/\r?\n[ \t]/g, ' ') ?? '';
      return { file, to: header('to'), subject: header('subject'), calendars: calendarParts(raw) };
    });
}

/** Waits until `count` mails to `to` are in the outbox (mails go after the answer), and returns them. */
export async function waitForOutbox(dataDir: string, to: string, count: number): Promise<OutboxMail[]> {
  for (let tries = 0; tries < 200; tries += 1) {
    const mails = readOutbox(dataDir).filter((mail) => mail.to.includes(to));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} mails to ${to} in the outbox`);
}
