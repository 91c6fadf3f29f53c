import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import { isOneClickUnsubscribe } from './request-policy';

/**
 * Node's request as the Fetch API Request React Router answers, at the origin the request policy
 * decided the request addressed (request-policy.ts): React Router compares it with a form post's
 * Origin, so it must agree with the policy rather than read the Host header on its own. A
 * one-click unsubscribe comes from the mail client's origin, which the policy admitted: its Origin
 * is not passed on, or React Router would refuse the action as cross-site.
 */
export function toFetchRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  const oneClick = isOneClickUnsubscribe(req.method, req.url);
  for (const [name, value] of Object.entries(req.headers)) {
    if (oneClick && name === 'origin') continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${origin}${req.url}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Writes React Router's Response to Node's; headers the policy set stay unless the Response sets them too. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('Set-Cookie', cookie);
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor went away mid-answer; there is no one left to tell.
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
