import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from './attribute';
import './ready.css';

/** Marks the page as taken over by the app after this component's commit (hydration or render). */
export function useAppReady(enabled = true): void {
  useEffect(() => {
    if (enabled) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [enabled]);
}

/** Rendered after a remote's page inside its Suspense boundary: ready once that page has hydrated. */
export function AppReadyMarker() {
  useAppReady();
  return null;
}
