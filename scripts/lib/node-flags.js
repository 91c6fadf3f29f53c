// V8 grows its heap generously under bursts of rendering and rarely gives it back; the server's
// live heap stays well under 100 MB, so a bounded heap keeps its memory small and steady.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=128', '--max-semi-space-size=4'];
