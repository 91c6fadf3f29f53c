import type { Connection } from '~/lib/connections';
import type { Env } from '~/lib/env.server';

/** What texting needs to work: the account, its token, a sender, and where the API answers. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The number texts come from (E.164), unless a messaging service picks one. */
  from: string | null;
  messagingServiceSid: string | null;
  apiUrl: string;
  /** PUBLIC_URL: webhooks are signed over it, and status callbacks are sent to it. */
  publicUrl: string;
}

/** The configured Twilio account, or null: without one nothing about texting shows and every texting route answers 404. */
export function twilioConfig(env: Env): TwilioConfig | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM ?? null,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
    apiUrl: env.TWILIO_API_URL,
    publicUrl: env.PUBLIC_URL,
  };
}

/** Whether texting is configured: the back office's menu and the lead page ask before showing anything of it. */
export function textingEnabled(env: Env): boolean {
  return twilioConfig(env) !== null;
}

/** Whether texting works, for the owner's Settings (a half-set account is refused at start: env.server.ts). */
export function textingConnection(env: Env): Connection {
  const name = 'Texting (Twilio)';
  if (textingEnabled(env)) return { name, state: 'on', text: 'Customers who agreed to texts get them, and their replies arrive in Messages.' };
  return { name, state: 'off', text: 'Nothing is texted and Messages is hidden. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to text customers.' };
}
