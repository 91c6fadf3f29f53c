import { z } from 'zod';

// Zod compiles fast paths with `new Function` unless told not to; the Content-Security-Policy
// forbids eval, so form schemas that also run in the browser must use the jitless parser.
z.config({ jitless: true });

export { z };
