import http from 'node:http';

// A small load balancer for the multi-instance tests: each request goes to the next instance in
// turn, and X-Forwarded-For names the client the test says it is (the `x-test-client` header, which
// the proxy removes), as a real reverse proxy names the address a request came from.

export const CLIENT_HEADER = 'x-test-client';
const DEFAULT_CLIENT = '203.0.113.1';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', targets[next % targets.length]);
    next += 1;
    const client = request.headers[CLIENT_HEADER];
    const headers: http.OutgoingHttpHeaders = {
      ...request.headers,
      'x-forwarded-for': typeof client === 'string' ? client : DEFAULT_CLIENT,
    };
    delete headers[CLIENT_HEADER];
    const forwarded = http.request(target, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
