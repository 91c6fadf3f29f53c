import { useEffect, useRef, useState } from 'react';
import { type ChatLineData, type ChatSnapshot, type ChatStateData, type ChatTypingData, TYPING_SHOWN_MS } from '../chat-protocol';

/** Lines by id, each once, in the order they were written (time, then the id, which grows). */
export function mergeLines(existing: readonly ChatLineData[], incoming: readonly ChatLineData[]): ChatLineData[] {
  const byId = new Map(existing.map((line) => [line.id, line]));
  for (const line of incoming) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? -1 : 1));
}

/** The newer of two states: a state event that arrives late never undoes a later change. */
export function newerState(current: ChatStateData, next: ChatStateData): ChatStateData {
  return next.version >= current.version ? next : current;
}

export interface LiveConversation {
  lines: ChatLineData[];
  state: ChatStateData;
  /** The other side is typing (shown for a few seconds after each sign). */
  typing: ChatTypingData | null;
  /** The current stream's snapshot has arrived: `state` and `lines` are the server's. */
  loaded: boolean;
}

const NO_HANDOFF: ChatStateData = { handoff: 'none', agentName: null, version: 0 };

/**
 * Follows one conversation through its event stream while `url` is set: the snapshot that opens
 * every connection (and reconnection) replaces what was shown, then each line, change of state and
 * sign of typing from `side`'s counterpart arrives as it is committed. A stream the server closed
 * (a process stopping) is opened again, with growing pauses.
 */
export function useLiveConversation(url: string | null, side: 'visitor' | 'staff', initial?: ChatSnapshot): LiveConversation {
  const [lines, setLines] = useState<ChatLineData[]>(initial?.lines ?? []);
  const [state, setState] = useState<ChatStateData>(initial?.state ?? NO_HANDOFF);
  const [typing, setTyping] = useState<ChatTypingData | null>(null);
  /** The stream whose snapshot has arrived: a new stream (another url) is not loaded until its own does. */
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A stream closed and later opened again (a second hand-off in the same widget) is not loaded
  // until its new snapshot arrives: the last one's state is over.
  const [seenUrl, setSeenUrl] = useState(url);
  if (url !== seenUrl) {
    setSeenUrl(url);
    if (url === null) setLoadedFrom(null);
  }

  // A new snapshot from the server (the page's loader ran again) is taken in too.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (initial) {
      setLines((current) => mergeLines(current, initial.lines));
      setState((current) => newerState(current, initial.state));
    }
  }

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const parse = <T>(event: MessageEvent<string>) => JSON.parse(event.data) as T;
    const connect = () => {
      source = new EventSource(url);
      source.addEventListener('chat.snapshot', (event) => {
        failures = 0;
        const snapshot = parse<ChatSnapshot>(event);
        setLines((current) => mergeLines(current, snapshot.lines));
        setState((current) => newerState(current, snapshot.state));
        setLoadedFrom(url);
      });
      source.addEventListener('chat.message', (event) => {
        const { line } = parse<{ line: ChatLineData }>(event);
        setLines((current) => mergeLines(current, [line]));
        // A message from the one who was typing ends their indicator.
        if ((line.sender === 'staff') === (side === 'visitor')) setTyping(null);
      });
      source.addEventListener('chat.state', (event) => {
        const { handoff, agentName, version } = parse<ChatStateData>(event);
        setState((current) => newerState(current, { handoff, agentName, version }));
      });
      source.addEventListener('chat.typing', (event) => {
        const { from, name } = parse<ChatTypingData>(event);
        if ((from === 'visitor') === (side === 'visitor')) return;
        setTyping({ from, name });
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        failures += 1;
        reconnect = setTimeout(connect, Math.min(1_000 * 2 ** failures, 15_000));
      });
    };
    connect();
    return () => {
      clearTimeout(reconnect);
      clearTimeout(typingTimer.current);
      source?.close();
    };
  }, [url, side]);

  return { lines, state, typing, loaded: url !== null && loadedFrom === url };
}
