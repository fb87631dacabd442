// Serves the partner demo page on its own origin: node remote-chat/partner-demo/serve.mjs [port] (default 8090, or PORT).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8090);
const page = path.join(import.meta.dirname, 'index.html');

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || (pathname !== '/' && pathname !== '/index.html')) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(await readFile(page));
}).listen(port, () => console.log(`Partner demo on http://localhost:${port} (the chat comes from http://localhost:8080)`));
