import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server: every message it receives is written to `dir` as a .eml file. */
export async function startMailServer(port: number, dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = path.join(dir, `${Date.now()}-${++count}-${to.replace(/[^\w@.-]/g, '_')}.eml`);
        // Written whole, then renamed: a journey polling the folder never reads half a mail.
        const partial = path.join(dir, `.${count}.partial`);
        fs.writeFileSync(partial, Buffer.concat(chunks));
        fs.renameSync(partial, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
