import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getEnv } from '~/lib/env.server';
import { httpServerOptions } from './connections';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(keepAliveSeconds: number): Promise<number> {
  const server = http.createServer(httpServerOptions({ keepAliveSeconds }), (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }).end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One client connection that sends requests one after another and reads each answer whole. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('close', () => (closed = true));
  return {
    get closed() {
      return closed;
    },
    async get(path: string): Promise<string> {
      received = '';
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      for (let i = 0; i < 200 && !/\r\n\r\nok$/.test(received) && !closed; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      return received;
    },
    end: () => socket.destroy(),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the HTTP server’s idle connections', () => {
  it('keeps a connection open for the next request through the quiet it announces, then closes it', async () => {
    const port = await serve(1);
    const client = connection(port);
    const first = await client.get('/');
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);

    await pause(800);
    expect(client.closed).toBe(false);
    expect(await client.get('/again')).toMatch(/^HTTP\/1\.1 200[\s\S]*\r\n\r\nok$/);

    // Node gives a connection a second more than it announces before it closes it.
    await expect.poll(() => client.closed, { timeout: 5_000 }).toBe(true);
    client.end();
  });

  it('outlasts a load balancer’s usual 60 seconds by default, and waits for headers at least as long', () => {
    const { KEEP_ALIVE_SECONDS } = getEnv();
    expect(KEEP_ALIVE_SECONDS).toBe(65);
    expect(httpServerOptions({ keepAliveSeconds: 2.5 }).keepAliveTimeout).toBe(2500);
    const options = httpServerOptions({ keepAliveSeconds: KEEP_ALIVE_SECONDS });
    expect(options.keepAliveTimeout).toBe(65_000);
    expect(options.headersTimeout).toBeGreaterThan(65_000);

    // The longest the setting allows still makes a server Node accepts.
    const longest = httpServerOptions({ keepAliveSeconds: 3600 });
    expect(() => http.createServer(longest)).not.toThrow();
    expect(longest.headersTimeout).toBeGreaterThan(3_600_000);
  });
});
