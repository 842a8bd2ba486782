import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { ROOM_ROOT } from './room-env.ts';

/**
 * A local stand-in for a Jitsi server, as the Razorpay fake stands in for payments: it serves an
 * `external_api.js` whose JitsiMeetExternalAPI records the domain and options it is given on
 * `window.__jitsiCalls` and draws a placeholder frame. HTTPS (a self-signed certificate made here),
 * because the page loads `https://{JITSI_DOMAIN}/external_api.js`.
 */
const EXTERNAL_API = `
window.__jitsiCalls = [];
window.JitsiMeetExternalAPI = function (domain, options) {
  window.__jitsiCalls.push({ domain: domain, options: Object.assign({}, options, { parentNode: undefined }) });
  var frame = document.createElement('iframe');
  frame.title = 'Jitsi stand-in';
  frame.setAttribute('allow', 'camera; microphone');
  frame.src = 'https://' + domain + '/' + encodeURIComponent(options.roomName);
  options.parentNode.appendChild(frame);
  this.listeners = {};
  this.addListener = function (event, listener) { this.listeners[event] = listener; };
  this.dispose = function () { frame.remove(); };
};
`;

export async function startJitsiStandIn(
  port: number,
): Promise<{ domain: string; stop: () => Promise<void> }> {
  const dir = path.join(ROOM_ROOT, 'jitsi-stand-in');
  fs.mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (request, response) => {
      if (request.url === '/external_api.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(EXTERNAL_API);
        return;
      }
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Jitsi stand-in</title><p>Room');
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    domain: `localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
