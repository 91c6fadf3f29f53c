import type { ECDH } from 'node:crypto';

export interface ReceivedPush {
  endpoint: string;
  vapidKey?: string;
  ttl?: number;
  urgency?: string;
  payload?: { title: string; body: string; url: string; tag: string };
  error?: string;
  arrivedAt: number;
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  origin: string;
  received: ReceivedPush[];
  subscribe(): PushSubscriptionJson;
  answerWith(endpoint: string, status: number): void;
  waitFor(predicate: (received: ReceivedPush[]) => boolean, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export function decryptPushBody(body: Buffer, ecdh: ECDH, authSecret: Buffer): string;
export function verifyVapid(header: string | undefined, origin: string, now?: number): string;
export function startPushService(): Promise<PushService>;
