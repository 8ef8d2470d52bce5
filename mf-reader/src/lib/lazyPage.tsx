/** A page in its own chunk: loaded when first shown, behind a Suspense boundary of its own. */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  const Page = () => (
    <Suspense fallback={null}>
      <Lazy />
    </Suspense>
  );
  return Page;
}
