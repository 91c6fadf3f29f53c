import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isLeadKind, leadKinds } from '../lead-kinds';

/** Several events in a burst (a batch of leads) reload the page's data once. */
const RELOAD_DELAY_MS = 150;

interface LeadEventData {
  kind?: string;
  name?: string;
  spam?: boolean;
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
 * so the server replays what was missed.
 */
export function useLiveLeads(from: number): string {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });
  const [announcement, setAnnouncement] = useState('');
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
      const text = describeArrival(JSON.parse(event.data) as LeadEventData);
      if (text) setAnnouncement(text);
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

  return announcement;
}
