type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to changes of what anonymous visitors see (e.g. the application name). */
export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after saving anything that appears on public pages, so cached pages are rendered anew. */
export function publicContentChanged(): void {
  for (const listener of listeners) listener();
}
