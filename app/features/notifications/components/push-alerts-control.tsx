import { useCallback, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/components/ui/use-hydrated';

const WORKER_URL = '/admin/service-worker.js';
const SCOPE = '/admin/';
const API = '/api/admin/push-devices';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

/** Registers the back office's service worker, so it can be installed as an app and receive alerts. */
export function useBackOfficeServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE }).catch(() => {
      // Without it the back office still works; the notifications page says what is missing.
    });
  }, []);
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = new Uint8Array(a);
  return left.length === b.length && left.every((byte, index) => byte === b[index]);
}

async function tellServer(method: 'POST' | 'DELETE', body: unknown): Promise<void> {
  const response = await fetch(API, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(answer.error ?? `The server answered ${response.status}.`);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this browser can do and has done; re-tells the server about a subscription it may have forgotten. */
async function detectState(): Promise<State> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
  if (!subscription) return 'off';
  // The server may have forgotten this device (its push service said it was gone): tell it again.
  await tellServer('POST', subscription.toJSON()).catch(() => undefined);
  return 'on';
}

const messages: Record<State, string> = {
  checking: 'Checking whether this browser can show alerts…',
  unsupported: 'This browser cannot show alerts from the back office.',
  blocked: 'Alerts are blocked for this site in this browser.',
  off: 'Alerts are off on this device.',
  on: 'Alerts are on on this device.',
};

/**
 * Turns push alerts (a new lead, a chatbot visitor asking for a person, a lead still waiting) on
 * or off for this browser, says which it is, and what to do when the browser blocks them.
 */
export function PushAlertsControl({ publicKey }: { publicKey: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const check = useCallback(() => detectState().then(setState, () => setState('off')), []);

  useEffect(() => {
    if (hydrated) void check();
  }, [hydrated, check]);

  async function turnOn() {
    setBusy(true);
    setError('');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        if (permission === 'default') setError('The browser did not ask, or the question was dismissed. Try again and choose Allow.');
        return;
      }
      const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE });
      await navigator.serviceWorker.ready;
      const key = keyBytes(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      try {
        await tellServer('POST', subscription.toJSON());
      } catch (serverError) {
        await subscription.unsubscribe().catch(() => undefined);
        throw serverError;
      }
      setState('on');
    } catch (failure) {
      setError(`Alerts could not be turned on: ${failure instanceof Error ? failure.message : String(failure)}`);
      await check();
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError('');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await tellServer('DELETE', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (failure) {
      setError(`Alerts could not be turned off: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3" data-testid="push-alerts">
      <p role="status" className="flex items-center gap-2 font-medium text-slate-900" data-state={state}>
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${state === 'on' ? 'bg-success-700' : state === 'blocked' ? 'bg-danger-700' : 'bg-slate-400'}`}
        />
        {messages[state]}
      </p>
      {state === 'blocked' ? (
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            To allow them: open this site’s settings (the icon at the left of the address bar, or the browser’s Settings, Privacy, Site settings), set
            Notifications to Allow, then come back and choose Check again.
          </p>
          <Button variant="outline" size="sm" onClick={() => void check()}>
            Check again
          </Button>
        </div>
      ) : null}
      {state === 'unsupported' ? (
        <p className="text-sm text-slate-700">
          On an iPhone or iPad, add the back office to the Home Screen first (Share, Add to Home Screen), open it from there, and come back to this page.
          Otherwise use a current Chrome, Edge, Firefox or Safari.
        </p>
      ) : null}
      {/* Not disabled while it works: a disabled button would drop the keyboard focus. */}
      {state === 'off' || state === 'on' ? (
        <Button
          variant={state === 'on' ? 'outline' : 'secondary'}
          size="sm"
          aria-disabled={busy}
          onClick={() => void (busy ? undefined : state === 'on' ? turnOff() : turnOn())}
        >
          {busy
            ? state === 'on'
              ? 'Turning alerts off…'
              : 'Turning alerts on…'
            : state === 'on'
              ? 'Turn off alerts on this device'
              : 'Turn on alerts on this device'}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
