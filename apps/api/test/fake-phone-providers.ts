import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

// Local stand-ins for the two phone providers' REST APIs, on 127.0.0.1, so tests exercise the real
// HTTP adapters: Bearer auth, JSON bodies, the providers' error shapes and their 429 answers.

/** A failure the next requests get: an outage (500), a rate limit (429) or a refusal (400). */
type Trouble = 'outage' | 'rate-limit' | 'refusal';

interface FakeServer<Call> {
  /** The REST base to configure (SMS_API_BASE, WHATSAPP_API_BASE). */
  apiBase: string;
  /** Every accepted message, in order. */
  calls: Call[];
  /** Every request, accepted or not, as `METHOD path status`. */
  requests: string[];
  /** The next `count` requests fail that way. */
  failNext(count: number, trouble?: Trouble): void;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

async function startServer(
  handle: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void,
): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function troubleQueue() {
  const queue: Trouble[] = [];
  return {
    add: (count: number, trouble: Trouble) => queue.push(...Array.from({ length: count }, () => trouble)),
    take: () => queue.shift(),
  };
}

export interface SmsCall {
  sender: string;
  to: string;
  message: string;
  template_id: string;
  unicode: boolean;
}

/**
 * A DLT-registered SMS provider: `POST /v1/sms` with `Authorization: Bearer <key>`; answers
 * `{ id, status: 'queued' }`, or `{ error: { code, message } }` (401, 400, 429 with Retry-After, 500).
 */
export async function startFakeSmsProvider(apiKey: string): Promise<FakeServer<SmsCall>> {
  const calls: SmsCall[] = [];
  const requests: string[] = [];
  const trouble = troubleQueue();
  const server = await startServer((req, raw, res) => {
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      requests.push(`${req.method} ${req.url} ${status}`);
      send(res, status, body, headers);
    };
    if (req.method !== 'POST' || req.url !== '/v1/sms')
      return answer(404, { error: { code: 'NOT_FOUND', message: 'No such route' } });
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(401, { error: { code: 'UNAUTHORIZED', message: 'Invalid API key' } });
    }
    const failure = trouble.take();
    if (failure === 'rate-limit') {
      return answer(
        429,
        { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
        { 'retry-after': '1' },
      );
    }
    if (failure === 'outage')
      return answer(500, { error: { code: 'INTERNAL', message: 'Upstream operator error' } });
    if (failure === 'refusal')
      return answer(400, { error: { code: 'DLT_MISMATCH', message: 'Template mismatch' } });
    const body = JSON.parse(raw) as Partial<SmsCall>;
    if (!body.template_id || !body.sender || !/^91[6-9]\d{9}$/.test(body.to ?? '')) {
      return answer(400, {
        error: { code: 'INVALID_REQUEST', message: 'sender, to and template_id are required' },
      });
    }
    calls.push(body as SmsCall);
    answer(200, { id: `sms_${randomBytes(6).toString('hex')}`, status: 'queued' });
  });
  return {
    apiBase: `${server.base}/v1`,
    calls,
    requests,
    failNext: (count, kind = 'outage') => trouble.add(count, kind),
    close: () => server.close(),
  };
}

export interface WhatsAppCall {
  phoneNumberId: string;
  /** The message id the fake gave it (`wamid.…`). */
  id: string;
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
  /** The template's body variables, in order. */
  parameters: string[];
}

export interface FakeWhatsApp extends FakeServer<WhatsAppCall> {
  /** A status update for a message, signed with the app secret as Meta signs its webhooks. */
  statusEvent(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed'): SignedEvent;
  /** A text someone sent to the business number. */
  incomingText(fromTenDigits: string, text: string): SignedEvent;
}

export interface SignedEvent {
  body: string;
  /** X-Hub-Signature-256. */
  signature: string;
}

/**
 * The WhatsApp Cloud API: `POST /v21.0/{phone-number-id}/messages` with a Bearer token; answers
 * `{ messaging_product, contacts, messages: [{ id }] }`, or Graph's `{ error: { message, type,
 * code, fbtrace_id } }` (code 130429 with a 429 when rate-limited).
 */
export async function startFakeWhatsApp(options: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
}): Promise<FakeWhatsApp> {
  const calls: WhatsAppCall[] = [];
  const requests: string[] = [];
  const trouble = troubleQueue();
  const graphError = (message: string, code: number, type = 'OAuthException') => ({
    error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') },
  });
  const server = await startServer((req, raw, res) => {
    const answer = (status: number, body: unknown) => {
      requests.push(`${req.method} ${req.url} ${status}`);
      send(res, status, body);
    };
    const match = /^\/v21\.0\/(\d+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return answer(404, graphError('Unknown path components', 2500));
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return answer(401, graphError('Invalid OAuth access token.', 190));
    }
    if (match[1] !== options.phoneNumberId)
      return answer(400, graphError('Unsupported post request.', 100, 'GraphMethodException'));
    const failure = trouble.take();
    if (failure === 'rate-limit') return answer(429, graphError('(#130429) Rate limit hit', 130429));
    if (failure === 'outage')
      return answer(500, graphError('An unknown error has occurred.', 1, 'OAuthException'));
    if (failure === 'refusal')
      return answer(400, graphError('(#132001) Template name does not exist in the translation', 132001));
    const body = JSON.parse(raw) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: WhatsAppCall['template'];
    };
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.template || !body.to) {
      return answer(400, graphError('(#100) Invalid parameter', 100));
    }
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    calls.push({
      phoneNumberId: match[1],
      id,
      to: body.to,
      template: body.template,
      parameters: body.template.components.flatMap((component) => component.parameters.map((p) => p.text)),
    });
    answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  const sign = (payload: unknown): SignedEvent => {
    const body = JSON.stringify(payload);
    return {
      body,
      signature: `sha256=${createHmac('sha256', options.appSecret).update(body).digest('hex')}`,
    };
  };
  const change = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const timestamp = () => String(Math.floor(Date.now() / 1000));
  return {
    apiBase: `${server.base}/v21.0`,
    calls,
    requests,
    failNext: (count, kind = 'outage') => trouble.add(count, kind),
    statusEvent: (messageId, status) =>
      sign(
        change({
          statuses: [{ id: messageId, status, timestamp: timestamp(), recipient_id: '919000000000' }],
        }),
      ),
    incomingText: (from, text) =>
      sign(
        change({
          contacts: [{ profile: { name: 'Someone' }, wa_id: `91${from}` }],
          messages: [
            {
              from: `91${from}`,
              id: `wamid.${randomBytes(8).toString('hex')}`,
              timestamp: timestamp(),
              type: 'text',
              text: { body: text },
            },
          ],
        }),
      ),
    close: () => server.close(),
  };
}
