import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { isLeadKind, leadKinds } from '../../lead-kinds';

/** Several events in a burst (a batch of leads) reload the page's data once. */
const RELOAD_DELAY_MS = 150;

interface LeadEventData {
  kind?: string;
  id?: string;
  name?: string;
  spam?: boolean;
}

/** The ids of the leads that arrived while this screen was open, for the lists to mark. */
export const LiveArrivalsContext = createContext<ReadonlySet<string>>(new Set());

export function useLiveArrivals(): ReadonlySet<string> {
  return useContext(LiveArrivalsContext);
}

/** Where the browser keeps whether this person wants a chime when a lead arrives (off until they turn it on). */
export const CHIME_STORAGE_KEY = 'back-office-chime';

export function chimeWanted(): boolean {
  try {
    return localStorage.getItem(CHIME_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Two short soft notes, made in the browser: no sound file to load. */
function chime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  const audio = new Context();
  [880, 1320].forEach((frequency, index) => {
    const start = audio.currentTime + index * 0.18;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start);
    volume.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(start);
    tone.stop(start + 0.32);
  });
  setTimeout(() => void audio.close(), 1_000);
}

function describeArrival(data: LeadEventData): string | null {
  if (data.spam || !data.kind || !isLeadKind(data.kind) || !data.name) return null;
  return `New ${leadKinds[data.kind].noun} from ${data.name}.`;
}

/**
 * Keeps every back-office screen current: when a lead arrives or any staff member changes one,
 * or a chat's hand-off changes, the page's data is reloaded (lists, counts, an open lead, the chat
 * inbox) and an arrival is put into words for the screen's polite live region. The stream starts
 * from `from`, the newest event when the page's data was read, so what arrived while the page
 * loaded is replayed; the browser's EventSource reconnects by itself and sends the last event id,
 * so the server replays what was missed. Each arrival's id is kept for the lists to mark it, and
 * chimes when this browser asked for it.
 */
export function useLiveLeads(from: number): { announcement: string; arrivals: ReadonlySet<string> } {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [announcement, setAnnouncement] = useState('');
  const [arrivals, setArrivals] = useState<ReadonlySet<string>>(() => new Set());
  // Later loads of the page's data carry newer ids; the open stream already goes on from the first.
  const start = useRef(from);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastId = String(start.current);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate.current(), RELOAD_DELAY_MS);
    };
    const seen = (event: MessageEvent<string>) => {
      lastId = event.lastEventId || lastId;
      failures = 0;
    };
    const arrived = (event: MessageEvent<string>) => {
      seen(event);
      const data = JSON.parse(event.data) as LeadEventData;
      const text = describeArrival(data);
      if (text) {
        setAnnouncement(text);
        if (data.id) setArrivals((current) => new Set(current).add(data.id!));
        if (chimeWanted()) chime();
      }
      reload();
    };
    const changed = (event: MessageEvent<string>) => {
      seen(event);
      reload();
    };
    const connect = () => {
      source = new EventSource(`/admin/events?lastEventId=${encodeURIComponent(lastId)}`);
      source.addEventListener('lead.created', arrived);
      source.addEventListener('lead.updated', changed);
      source.addEventListener('lead.escalated', changed);
      source.addEventListener('reset', changed);
      // A text arrived, was answered or delivered: the Messages inbox and its unread count change.
      source.addEventListener('texting.changed', changed);
      // A visitor asked for a person, or a chat was taken or ended: the inbox and its count change.
      source.addEventListener('chat.state', (event: MessageEvent<string>) => {
        seen(event);
        if ((JSON.parse(event.data) as { handoff?: string }).handoff === 'waiting') setAnnouncement('A visitor is waiting for a person in the live chat.');
        reload();
      });
      // The browser retries a dropped stream by itself; one the server refused (a process that is
      // stopping) it gives up on, so open a new one, to whichever process answers next.
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        reconnect = setTimeout(connect, Math.min(1_000 * 2 ** failures, 30_000));
        reload();
      });
    };
    connect();
    return () => {
      clearTimeout(timer);
      clearTimeout(reconnect);
      source?.close();
    };
  }, []);

  return { announcement, arrivals };
}

/**
 * The answer to the screen's last form post (its `actionData`), kept while the screen's data is
 * reloaded. useLiveLeads reloads every back-office screen when anyone's lead arrives or changes,
 * and React Router forgets an action's answer on every reload: without this, a confirmation or a
 * form's field errors would vanish the moment a lead came in. Kept until the screen is left or
 * opened again (a new location), and replaced by the next answer.
 */
export function useKeptReply<T>(actionData: T | undefined): T | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; reply: T } | undefined>(undefined);
  if (actionData !== undefined && (kept?.reply !== actionData || kept.key !== key)) setKept({ key, reply: actionData });
  if (actionData !== undefined) return actionData;
  return kept?.key === key ? kept.reply : undefined;
}
