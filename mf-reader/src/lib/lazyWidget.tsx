/**
 * A component in its own chunk, loaded the first time it renders: the owner's tools, the review
 * form and dialogs most readers never see stay out of the article route's JS (e2e/bytes.spec.ts).
 * Render it only when it will show something — rendering it at all downloads its chunk. The server
 * render waits for it; a hydrating browser keeps the server's HTML until the chunk is there.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  const Widget = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Widget;
}
