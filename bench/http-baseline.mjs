// The bare node:http baseline: answers the same bytes as the product from memory.
// Usage: node bench/http-baseline.mjs <port> <routes.json>, routes = { path: { body, contentType } }.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, routesFile] = process.argv.slice(2);
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(routesFile, 'utf8'))).map(([path, route]) => [
    path,
    { body: Buffer.from(route.body, 'base64'), contentType: route.contentType },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length });
    res.end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
