import { getCompany } from '~/features/business/profile.server';
import { logger } from '~/lib/logger.server';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { endDial, receiveCall } from './calls.server';
import { receiveDeliveryStatus, receiveInboundText } from './inbound.server';
import { twilioConfig } from './twilio/config.server';
import { isTwilioSignature } from './twilio/signature.server';

// Twilio's webhooks (docs/texting.md): each verifies X-Twilio-Signature over PUBLIC_URL, the path
// and the posted parameters before anything is read or stored, and is answered with TwiML.

const MAX_WEBHOOK_BYTES = 64 * 1024;
/** Twilio's parameter names: letters and digits (MediaUrl0, AddOns, ErrorCode…). */
const TWILIO_FIELD = /^[A-Za-z][\w.-]{0,63}$/;

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function twiml(inner = ''): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`, {
    headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A refusal, as the JSON API answers one: Twilio logs the status; an operator reading its debugger sees why. */
function plain(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

type Verified = { ok: true; form: URLSearchParams } | { ok: false; response: Response };

/** The posted parameters if Twilio signed them for this URL; otherwise the answer (404 without texting, 405, 400, 403). */
async function verified(services: AppServices, request: Request): Promise<Verified> {
  const config = twilioConfig(services.env);
  if (!config) return { ok: false, response: plain(404, 'Texting is not set up on this site.') };
  if (request.method !== 'POST') return { ok: false, response: plain(405, 'Use POST.', { allow: 'POST' }) };
  const body = await readFormBody(request, MAX_WEBHOOK_BYTES, (name) => TWILIO_FIELD.test(name));
  if (!body) return { ok: false, response: plain(400, 'The request is not a form Twilio sends.') };
  const form = new URLSearchParams();
  for (const [name, value] of body) if (typeof value === 'string') form.append(name, value);
  const url = new URL(request.url);
  const signedUrl = `${config.publicUrl}${url.pathname}${url.search}`;
  if (!isTwilioSignature(config.authToken, signedUrl, form, request.headers.get('x-twilio-signature'))) {
    logger.warn({ path: url.pathname }, 'Twilio webhook refused: the signature does not match');
    return { ok: false, response: plain(403, 'The request signature does not match.') };
  }
  return { ok: true, form };
}

const E164 = /^\+[1-9]\d{7,14}$/;

/** POST /api/webhooks/twilio/sms: a text to the company's number. */
export async function twilioSmsWebhook(services: AppServices, request: Request): Promise<Response> {
  const checked = await verified(services, request);
  if (!checked.ok) return checked.response;
  const { form } = checked;
  const sid = form.get('MessageSid') ?? form.get('SmsSid') ?? '';
  const from = form.get('From') ?? '';
  if (!sid || !E164.test(from)) return plain(400, 'MessageSid and From (E.164) are required.');
  const media: string[] = [];
  const count = Math.min(Number(form.get('NumMedia') ?? 0) || 0, 10);
  for (let index = 0; index < count; index++) {
    const link = form.get(`MediaUrl${index}`);
    if (link && /^https?:\/\//.test(link)) media.push(link.slice(0, 1000));
  }
  const outcome = await receiveInboundText(services, { sid: sid.slice(0, 64), from, body: (form.get('Body') ?? '').slice(0, 5000), media });
  return twiml(outcome.stored && outcome.reply ? `<Message>${xml(outcome.reply)}</Message>` : '');
}

/** POST /api/webhooks/twilio/status: how a text we sent is getting on. */
export async function twilioStatusWebhook(services: AppServices, request: Request): Promise<Response> {
  const checked = await verified(services, request);
  if (!checked.ok) return checked.response;
  const sid = checked.form.get('MessageSid') ?? checked.form.get('SmsSid') ?? '';
  const status = checked.form.get('MessageStatus') ?? checked.form.get('SmsStatus') ?? '';
  if (!sid || !status) return plain(400, 'MessageSid and MessageStatus are required.');
  const errorCode = checked.form.get('ErrorCode')?.slice(0, 20) || null;
  await receiveDeliveryStatus(services, { sid: sid.slice(0, 64), status: status.slice(0, 20), errorCode });
  return twiml();
}

/** POST /api/webhooks/twilio/voice: a call to the company's number rings the office for 20 seconds. */
export async function twilioVoiceWebhook(services: AppServices, request: Request): Promise<Response> {
  const checked = await verified(services, request);
  if (!checked.ok) return checked.response;
  const sid = checked.form.get('CallSid') ?? '';
  const from = checked.form.get('From') ?? '';
  if (!sid) return plain(400, 'CallSid is required.');
  // A withheld number cannot be texted back; the call still rings the office.
  const { officePhone } = E164.test(from)
    ? await receiveCall(services, { sid: sid.slice(0, 64), from })
    : { officePhone: (await getCompany(services.db)).phone.e164 };
  const action = `${services.env.PUBLIC_URL}/api/webhooks/twilio/dial`;
  return twiml(`<Dial action="${xml(action)}" method="POST" timeout="20">${xml(officePhone)}</Dial>`);
}

/** POST /api/webhooks/twilio/dial: the dial ended; a missed call is texted back. */
export async function twilioDialWebhook(services: AppServices, request: Request): Promise<Response> {
  const checked = await verified(services, request);
  if (!checked.ok) return checked.response;
  const sid = checked.form.get('CallSid') ?? '';
  const status = checked.form.get('DialCallStatus') ?? '';
  if (!sid || !status) return plain(400, 'CallSid and DialCallStatus are required.');
  await endDial(services, { sid: sid.slice(0, 64), status: status.slice(0, 20) });
  return twiml();
}
