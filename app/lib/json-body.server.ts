import type { MiddlewareFunction } from 'react-router';

export const MAX_JSON_BYTES = 64 * 1024;
/** Bodies up to this size are read to the end even when refused, so the connection stays usable. */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * What reading a body needs of a request: a Fetch API Request satisfies it, and so does a
 * Node request adapted by the lead API's fast path (server/lead-api.ts).
 */
export interface BodySource {
  readonly headers: { get(name: string): string | null };
  readonly body: AsyncIterable<Uint8Array> | null;
}

/**
 * Reads and discards the rest of a refused body. Answering before the client has finished
 * sending makes many clients see a reset connection instead of the answer.
 */
export async function discardBody(request: BodySource): Promise<void> {
  if (!request.body || (request.body instanceof ReadableStream && request.body.locked)) return;
  await discardRest(request.body, 0);
}

/** Reads on until the body ends; past the drain limit, gives up on it (the stream is cancelled). */
async function discardRest(body: AsyncIterable<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > DRAIN_LIMIT_BYTES) return;
    }
  } catch {
    // The client went away; nothing is left to read.
  }
}

/**
 * Root middleware: an answer given without reading what was posted (a redirect to sign in, a
 * sign-out) leaves the body unread, and the client would see a reset connection instead of the
 * answer; the rest is read and dropped once the answer is ready.
 */
export const drainBodyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!request.bodyUsed) await discardBody(request);
  return response;
};

export type JsonBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * The whole body, or `too-large` once it passes `limit` bytes (declared or counted as it arrives;
 * the rest is read and dropped so the client hears the answer).
 */
export async function readLimitedBody(request: BodySource, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await discardBody(request);
    return 'too-large';
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const iterator = request.body[Symbol.asyncIterator]();
    for (;;) {
      const { done, value } = await iterator.next();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await discardRest({ [Symbol.asyncIterator]: () => iterator }, size);
        return 'too-large';
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON object body, refusing the wrong type, oversize bodies and anything but an object.
 * `mergePatch` also takes `application/merge-patch+json` (RFC 7396), for a PATCH.
 */
export async function readJsonObject(request: BodySource, limit = MAX_JSON_BYTES, { mergePatch = false } = {}): Promise<JsonBodyResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!(mergePatch ? /^application\/(merge-patch\+)?json\s*(;|$)/i : /^application\/json\s*(;|$)/i).test(type)) {
    await discardBody(request);
    return {
      ok: false,
      status: 415,
      message: mergePatch ? 'Send the patch as application/merge-patch+json or application/json.' : 'Send the request body as application/json.',
    };
  }
  const bytes = await readLimitedBody(request, limit);
  if (bytes === 'too-large') return tooLarge(limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

function tooLarge(limit: number): JsonBodyResult {
  return { ok: false, status: 413, message: `The request body must be at most ${limit / 1024} KB.` };
}
