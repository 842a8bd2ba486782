import { randomInt } from 'node:crypto';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';

/**
 * Sends each mail at a random moment within `maxDelayMs` and returns at once: neither the mail
 * server's delay nor the work of delivering lands on the answer that asked for the mail, nor
 * reliably on the one after it. `flush` sends whatever still waits (the app is closing).
 */
export function createDeferredMail(maxDelayMs: number, onError: (error: unknown) => void) {
  const waiting = new Map<NodeJS.Timeout, () => Promise<void>>();
  const sending = new Set<Promise<void>>();
  const start = (send: () => Promise<void>) => {
    const delivery: Promise<void> = send()
      .catch(onError)
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
  };
  return {
    send(mailer: Mailer, message: MailMessage): void {
      const send = () => mailer.send(message);
      const timer = setTimeout(
        () => {
          waiting.delete(timer);
          start(send);
        },
        randomInt(maxDelayMs + 1),
      );
      waiting.set(timer, send);
    },
    async flush(): Promise<void> {
      for (const [timer, send] of waiting) {
        clearTimeout(timer);
        start(send);
      }
      waiting.clear();
      await Promise.all(sending);
    },
  };
}
