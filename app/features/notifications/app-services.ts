import type { VapidKeys } from './push-devices.server';

declare module '~/lib/request-context' {
  interface AppServices {
    /** The Web Push (VAPID) keys every process shares; the browser subscribes with the public one. */
    pushKeys: VapidKeys;
  }
}
