import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';

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

/** SMTP when SMTP_URL is set; otherwise each mail is logged and written to DATA_DIR/outbox/*.eml. */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mail.from, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: config.mail.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      // The subject only: bodies may carry one-time codes, which never go to the logs.
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
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
      await transport.sendMail({ from: config.mail.from, ...message });
    },
  };
}
