export const TEST_ACCOUNT_SID: string;
export const TEST_AUTH_TOKEN: string;
export const TEST_TWILIO_FROM: string;

export interface SentText {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
  sid: string;
  at: number;
}

export interface TwilioStandIn {
  url: string;
  sent: SentText[];
  /** Numbers the carrier says opted out: a text to one is refused with 21610. */
  optedOut: Set<string>;
  /** Answer the next sends with a 500. */
  failNext(count: number): void;
  waitFor(predicate: (sent: SentText[]) => boolean, timeoutMs?: number): Promise<SentText[]>;
  close(): Promise<void>;
}

export function signTwilio(authToken: string, url: string, params: Record<string, string> | URLSearchParams): string;
export function postTwilioWebhook(options: {
  server: string;
  publicUrl: string;
  path: string;
  params: Record<string, string>;
  authToken?: string;
  signature?: string;
}): Promise<Response>;
export function messageSid(): string;
export function startTwilioStandIn(options?: { accountSid?: string; authToken?: string }): Promise<TwilioStandIn>;
