// Raw HTTP for the reliability suite: any method, header and body bytes, on keep-alive sockets
// to loopback only.
import { Agent, request } from 'node:http';

/** Refuses anything but loopback, so the suite can never load another machine. */
export function loopback(url) {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error(`refusing ${url}: loopback only`);
  return target;
}

/** Sends one request; resolves `{ status, text }`, or `{ error }` when the connection fails. */
export function send(agent, base, { method, path, headers = {}, body }, timeoutMs = 30_000) {
  const target = loopback(base);
  return new Promise((resolve) => {
    const req = request({ agent, host: target.hostname, port: target.port, method, path, headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ error }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ error }));
    req.end(body);
  });
}

export const keepAlive = (sockets = 1) => new Agent({ keepAlive: true, maxSockets: sockets });

/** Calls the JSON API and fails loudly on anything but 200 (for setting up fixtures). */
export async function must(agent, base, method, path, body) {
  const res = await send(agent, base, { method, path, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  if (res.error || res.status !== 200) throw new Error(`${method} ${path}: ${res.error?.message ?? `${res.status} ${res.text}`}`);
  return JSON.parse(res.text);
}
