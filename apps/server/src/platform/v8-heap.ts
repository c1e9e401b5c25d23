import { defaultV8Flag } from './v8-flags';

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects
 * again. Its own factor (up to 4× on a small heap) let a server whose live heap is about 45 MB climb past
 * 250 MB of resident memory under load on a cached storefront page, nearly all of it garbage promoted
 * from short-lived requests (measured in issue 20: a heap snapshot after the load held 46 MB). At 1.5×
 * the same load peaks near 185 MB, at the same CPU time per request; at 1.2× collections cost 40% more
 * CPU per request, and `--optimize-for-size` 25–50%. A `--heap-growing-percent` given to node (command
 * line or NODE_OPTIONS) wins. The server's entry (main.ts) imports this first, before the heap grows.
 */
const HEAP_GROWING_PERCENT = 50;

defaultV8Flag('heap-growing-percent', HEAP_GROWING_PERCENT);
