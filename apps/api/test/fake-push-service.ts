import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';

// A local stand-in for a browser's push service, on 127.0.0.1 over HTTPS with a self-signed
// certificate that only the test's agent trusts. It takes what web-push posts, checks the VAPID
// signature, decrypts the payload with the subscription's private key (RFC 8291, aes128gcm) and
// records it; an endpoint marked gone answers 410, as a push service does for a dropped subscription.

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (`k=`) the request was signed with. */
  vapidKey: string;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  /** The host to allow (PUSH_SERVICE_HOSTS). */
  host: string;
  /** An HTTPS agent that trusts this service's certificate (BuildOptions.pushAgent). */
  agent: https.Agent;
  /** A new browser subscription: keys made here, the private half kept to decrypt. */
  subscribe(): FakeSubscription;
  /** Every push accepted, in order. */
  received: ReceivedPush[];
  /** Every request as `status endpoint`. */
  requests: string[];
  /** From now on this endpoint answers 410 Gone. */
  markGone(endpoint: string): void;
  close(): Promise<void>;
}

/** A throwaway certificate for 127.0.0.1, made by openssl in a private temporary folder. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(folder, 'key.pem'),
        '-out',
        path.join(folder, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(folder, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(folder, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 with RFC 8188's aes128gcm: the receiving browser's side. */
function decryptPush(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: signed by that key, for this service's origin. */
async function vapidKeyOf(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  await jwtVerify(match[1], key, { audience: origin });
  return match[2];
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, { receiver: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const requests: string[] = [];
  let origin = '';

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const answer = (status: number) => {
        requests.push(`${status} ${endpoint}`);
        res.writeHead(status).end();
      };
      const subscription = subscriptions.get(endpoint);
      if (req.method !== 'POST' || !subscription) return answer(404);
      if (gone.has(endpoint)) return answer(410);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400);
      vapidKeyOf(req.headers.authorization, origin)
        .then((vapidKey) => {
          const text = decryptPush(Buffer.concat(chunks), subscription.receiver, subscription.auth);
          received.push({
            endpoint,
            payload: JSON.parse(text) as Record<string, unknown>,
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            vapidKey,
          });
          answer(201);
        })
        .catch(() => answer(403));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: false });

  return {
    host: '127.0.0.1',
    agent,
    received,
    requests,
    subscribe() {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      subscriptions.set(endpoint, { receiver, auth });
      return {
        endpoint,
        keys: { p256dh: receiver.getPublicKey('base64url'), auth: auth.toString('base64url') },
      };
    },
    markGone: (endpoint) => gone.add(endpoint),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
