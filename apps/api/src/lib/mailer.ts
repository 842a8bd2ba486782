import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  /** 'base64' for binary files (a PDF); text otherwise. */
  encoding?: 'base64';
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A recipient in the logs: the first 12 hex digits of the address's SHA-256, never the address. */
const recipientRef = (address: string): string =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 12);

/** Who every mail is from, and where a reply to it goes. */
const envelopeOf = (config: AppConfig) => ({
  from: config.mail.from,
  ...(config.mail.replyTo ? { replyTo: config.mail.replyTo } : {}),
});

/** SMTP when SMTP_URL is set; otherwise each mail is logged and written to DATA_DIR/outbox/*.eml. */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ ...envelopeOf(config), ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ ...envelopeOf(config), ...message });
      // Outbox mails carry sign-up codes and invitation links: a private folder, private files.
      // Made on each send, as before, so a folder someone removed comes back.
      await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.chmod(outbox, PRIVATE_DIR_MODE);
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      // The subject only: bodies may carry one-time codes, which never go to the logs; nor does
      // the address, only a digest that tells two recipients apart.
      log.info(
        { toRef: recipientRef(message.to), subject: message.subject, file },
        'mail written to the outbox',
      );
    },
  };
}

/**
 * Composes every message as a send does and delivers none: an answer that mails only when an
 * account exists spends the same work on an address without one.
 */
export function createDiscardingMailer(config: AppConfig): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      await transport.sendMail({ ...envelopeOf(config), ...message });
    },
  };
}
