import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from '../config/env.ts';
import { createMailer } from './mailer.ts';

// The mails say "reply to this e-mail": the reply must reach a person, not the no-reply sender.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function sentWith(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-mailer-'));
  dirs.push(dataDir);
  const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, ...env }), Fastify().log);
  await mailer.send({ to: 'asha@example.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
  const [file] = fs.readdirSync(path.join(dataDir, 'outbox'));
  return fs.readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
}

describe('a mail', () => {
  it('is answered to REPLY_TO, else to the support mailbox, else to the contact address', async () => {
    expect(await sentWith({ REPLY_TO: 'desk@trust.test', SUPPORT_EMAILS: 'help@trust.test' })).toMatch(
      /^Reply-To: desk@trust\.test$/m,
    );
    expect(await sentWith({ SUPPORT_EMAILS: 'help@trust.test', CONTACT_EMAIL: 'care@trust.test' })).toMatch(
      /^Reply-To: help@trust\.test$/m,
    );
    expect(await sentWith({ CONTACT_EMAIL: 'care@trust.test' })).toMatch(/^Reply-To: care@trust\.test$/m);
    expect(await sentWith({})).not.toMatch(/^Reply-To:/m);
  });
});
