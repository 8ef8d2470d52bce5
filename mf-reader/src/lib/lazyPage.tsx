/**
 * A page in its own chunk, loaded when first shown. It suspends to the shell's Suspense boundary
 * around the remote area — not to one of its own: the shell marks the page ready for input
 * (<html data-app-ready>) when that boundary has hydrated, and with an inner boundary it did so while
 * the page inside was still the server's HTML waiting for its chunk — a click on a tab then was lost
 * (found by e2e discovery under load). Until the chunk is in, React keeps the server's HTML; on a
 * client navigation the area shows the shell's loading state.
 */
import { lazy, type ComponentType } from 'react';

export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}
