import type { TwilioConfig } from './config.server';

/** What Twilio said to a text we asked it to send. */
export type SendOutcome =
  | { ok: true; sid: string; status: string }
  /** Twilio refused it for good (a 4xx): `code` is Twilio's error code, 21610 when the number opted out with the carrier. */
  | { ok: false; permanent: true; code: string; message: string }
  /** Twilio could not be reached or failed (a 5xx): worth another try. */
  | { ok: false; permanent: false; message: string };

const TIMEOUT_MS = 10_000;

/**
 * Asks Twilio's Messages resource to send one text (POST /2010-04-01/Accounts/{sid}/Messages.json),
 * with a status callback to our webhook so its delivery is recorded.
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
export async function sendTwilioMessage(config: TwilioConfig, to: string, body: string): Promise<SendOutcome> {
  const form = new URLSearchParams({ To: to, Body: body, StatusCallback: `${config.publicUrl}/api/webhooks/twilio/status` });
  if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
  else form.set('From', config.from!);
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, permanent: false, message: `Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; code?: unknown; message?: unknown };
  if (response.ok && typeof answer.sid === 'string') return { ok: true, sid: answer.sid, status: typeof answer.status === 'string' ? answer.status : 'queued' };
  const message = typeof answer.message === 'string' ? answer.message : `Twilio answered ${response.status}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 429)
    return { ok: false, permanent: true, code: answer.code === undefined ? String(response.status) : String(answer.code), message };
  return { ok: false, permanent: false, message };
}
