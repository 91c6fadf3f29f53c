// Test support: how much of the heap a piece of work leaves behind, after full collections.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Node's collector: the global one under --expose-gc, otherwise switched on here for this process. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function settledHeapUsed(gc: () => void): number {
  // Twice: the first collection can leave what finalizers freed for the second.
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Bytes the heap holds after `work` beyond what it held before, both measured after full collections. */
export async function heapGrowth(work: () => Promise<void>): Promise<number> {
  const gc = collector();
  const before = settledHeapUsed(gc);
  await work();
  return settledHeapUsed(gc) - before;
}
