import type { LiveEvent, LiveEventHub } from './live-events.server';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Streams never end by themselves: a stopping process ends them, so its shutdown is not held up. */
const open = new Set<() => void>();
let stopping = false;
let installed = false;
function endAllOnShutdown() {
  if (installed) return;
  installed = true;
  const endAll = () => {
    stopping = true;
    for (const stop of open) stop();
  };
  process.once('SIGTERM', endAll);
  process.once('SIGINT', endAll);
}

function message(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** The id a reconnecting EventSource sends back, or undefined for a first connection. */
export function lastEventId(request: Request): number | undefined {
  const text = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('lastEventId');
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/** One event of a stream, by name, with its data as JSON (an opening snapshot, say). */
export function streamEvent(type: string, data: unknown): string {
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface StreamEnd {
  /** Ends the stream once this long has passed without an event or the opening (heartbeats do not count). */
  idleMs?: number;
  /** Runs once when the stream ends, however it ends (or at once, when none is opened). */
  onClose?: () => void;
}

/**
 * A Server-Sent Events answer carrying the hub's events from `afterId` on, until the browser
 * goes away. `accept` chooses which events this browser may see; `onBeat` runs as the stream
 * opens and with every heartbeat while it stays open (a failure there never ends the stream).
 * `opening`, read once the stream listens, is sent before any event (which waits for it), so a
 * snapshot and the events after it leave nothing out between them.
 */
export function eventStream(
  request: Request,
  hub: LiveEventHub,
  accept: (event: LiveEvent) => boolean = () => true,
  onBeat: () => Promise<unknown> = async () => undefined,
  opening?: () => Promise<string>,
  { idleMs, onClose = () => {} }: StreamEnd = {},
): Response {
  endAllOnShutdown();
  if (stopping) {
    onClose();
    // This process is stopping. 204 tells the browser's EventSource not to retry here; the page
    // opens a new stream shortly, which the balancer sends to a process that is running.
    return new Response(null, { status: 204, headers: { Connection: 'close', 'Cache-Control': 'no-store' } });
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // Reconnect quickly after a dropped connection; the browser resends the last id it saw.
      send('retry: 2000\n\n');
      let idle: ReturnType<typeof setTimeout> | undefined;
      const busy = () => {
        if (idleMs === undefined) return;
        clearTimeout(idle);
        idle = setTimeout(() => stop(), idleMs);
      };
      const beat = () => void onBeat().catch(() => undefined);
      beat();
      const heartbeat = setInterval(() => {
        send(': keep-alive\n\n');
        beat();
      }, HEARTBEAT_MS);
      const held: string[] = [];
      let holding = opening !== undefined;
      const deliver = (text: string) => {
        busy();
        if (holding) held.push(text);
        else send(text);
      };
      const unsubscribe = await hub.subscribe(
        lastEventId(request),
        (event) => {
          if (accept(event)) deliver(message(event));
        },
        () => deliver('event: reset\ndata: {}\n\n'),
      );
      if (opening) {
        try {
          send(await opening());
        } catch {
          // Without its snapshot the browser reloads what it shows, as after a reset.
          send('event: reset\ndata: {}\n\n');
        }
        holding = false;
        for (const text of held.splice(0)) send(text);
      }
      stop = () => {
        open.delete(stop);
        clearInterval(heartbeat);
        clearTimeout(idle);
        stop = () => {};
        onClose();
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the browser going away.
        }
      };
      open.add(stop);
      busy();
      if (request.signal.aborted) stop();
      else request.signal.addEventListener('abort', () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold events back to fill a block.
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
