// Requests `fetch` cannot send, written byte for byte onto a socket: a missing or bad Host, an
// absolute-form request line, TRACE and CONNECT, paths exactly as typed (issue 12's malformed
// requests). Each asks the server to close the connection after its answer, and is read until it does.
import net from 'node:net';

/** Chunked transfer coding, undone. */
function dechunk(body) {
  const parts = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The answer as a fetch Response, so the same checks read it; undefined when the server closed without one. */
function parseAnswer(raw) {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let body = raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) body = dechunk(body);
  // A Response cannot carry a 1xx status or a body with 204/304; neither changes what is checked.
  const bodyless = [204, 205, 304].includes(status) || status < 200;
  return new Response(bodyless ? null : body, { status: status < 200 ? 599 : status, headers });
}

/** Writes `text` to the server at `port` and resolves with its answer, or rejects when there is none. */
export function rawRequest(port, text, { timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer in time')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const response = parseAnswer(Buffer.concat(chunks));
      if (response) resolve(response);
      else reject(Object.assign(new Error('the connection closed without an answer'), { cause: { code: 'NO_ANSWER' } }));
    });
  });
}
