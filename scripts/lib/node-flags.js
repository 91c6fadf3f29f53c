// V8 grows its heap generously under bursts of rendering and rarely gives it back; the server's
// live heap stays well under 100 MB, so a bounded heap keeps its memory small and steady.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=4'];

// glibc gives each thread that allocates its own memory arena and keeps their freed pages; libvips
// (photo processing) allocates from several threads, which under a burst of uploads left the
// server's RSS 60 MB higher. Two arenas keep it within budget (docs/performance.md).
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
