import http from 'node:http';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';

/**
 * The product's server, built as `npm start` builds it, whose clock a journey can move: the app's
 * injected `now` (buildApp's option, the one the API tests use) runs `offset` ahead of the real
 * time. `PUT http://127.0.0.1:$CLOCK_PORT/clock` with an ISO instant sets it; the clock then keeps
 * ticking from there. Configured by the environment like the server itself.
 * Run: node --import tsx e2e/harness/clock-server.ts
 */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const config = loadConfig(process.env);
const app = await buildApp(config, { now });
await app.listen({ port: config.port, host: config.host });

const clockPort = Number(process.env.CLOCK_PORT);
const clock = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'PUT' && request.url === '/clock') {
      const at = Date.parse(Buffer.concat(chunks).toString('utf8'));
      if (Number.isNaN(at)) {
        response.writeHead(400).end('an ISO instant, please');
        return;
      }
      offsetMs = at - Date.now();
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(now().toISOString());
  });
});
clock.listen(clockPort, '127.0.0.1');

const stop = () => {
  clock.close();
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
