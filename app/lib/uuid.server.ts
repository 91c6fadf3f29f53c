import { randomFillSync } from 'node:crypto';
// eslint-disable-next-line no-restricted-imports -- the one place uuid's v7 is called, with pooled bytes
import { v7 } from 'uuid';

// uuid's v7 draws its 16 random bytes through WebCrypto's getRandomValues on every call, about 10 µs
// each here: 4% of the server's CPU while it stores quote requests (docs/performance.md). These come
// from a pool filled 4 KB at a time. The millisecond and the sequence are kept as uuid keeps them
// when it draws its own bytes, so the ids a process makes still sort in the order it made them.

const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;
const state = { msecs: -Infinity, seq: 0 };

function randomBytes(): Uint8Array {
  if (used + 16 > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

/**
 * A UUID version 7: its time first, so ids sort by when they were made, as rows are read back.
 * `msecs`: a row dated in the past (sample data) gets an id of that moment, its sequence random.
 */
export function uuidv7(options?: { msecs: number }): string {
  const random = randomBytes();
  if (options) return v7({ random, msecs: options.msecs });
  const now = Date.now();
  if (now > state.msecs) {
    // A new millisecond: the sequence starts from 31 random bits, as uuid starts it.
    state.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    state.msecs = now;
  } else {
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs++;
  }
  return v7({ random, msecs: state.msecs, seq: state.seq });
}
