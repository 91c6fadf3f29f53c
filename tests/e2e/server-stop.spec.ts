// Stopping a production server (server/index.js) while a client holds a kept connection: the
// request in flight is answered, its connection is closed with the answer, and the process exits
// at once, rather than waiting out the connection's keep-alive (KEEP_ALIVE_SECONDS) and being cut
// off at the end of its grace period. A process of its own, on a database of its own.
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { freePort, startProductionServer } from '../../scripts/lib/production-server.js';
import { expect, test } from './fixtures';

test('a server told to stop answers the request in flight, closes its kept connection with the answer, and exits at once', async () => {
  const dir = `data/e2e-stop-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProductionServer({ port, stdout: 'pipe', env: { DATABASE_URL: `file:./${dir}/app.db`, PUBLIC_URL: origin, LOG_LEVEL: 'info' } });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    // A contact message whose body is still on its way when the server is told to stop.
    const body = JSON.stringify({ name: 'Ana Pérez', email: 'ana@example.com', subject: 'service', message: 'Two windows stick.' });
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closedAt = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => (closedAt = Date.now()));
    socket.write(
      `POST /api/contact-messages HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\nExpect: 100-continue\r\n\r\n`,
    );
    // The server has the request's head, and waits for its body.
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    received = '';

    server.child.kill('SIGTERM');
    await expect.poll(() => log, { timeout: 5_000 }).toContain('shutting down: finishing in-flight requests');
    socket.write(body);
    await expect.poll(() => received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 201 /);
    const answeredAt = Date.now();
    expect(received).toMatch(/\r\nConnection: close\r\n/i);

    const code = await server.exited;
    expect(code, 'a clean exit, not the end of the grace period').toBe(0);
    expect(Date.now() - answeredAt, 'milliseconds from the answer to the exit').toBeLessThan(5_000);
    expect(closedAt).toBeGreaterThan(0);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
