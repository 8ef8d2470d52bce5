import type { ReactNode } from 'react';

/** Inline SVG icons (no emoji: many systems lack an emoji font). Decorative; the button has the label. */
function StrokeIcon({ children, roundJoins = false }: { children: ReactNode; roundJoins?: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function BellIcon() {
  return (
    <StrokeIcon roundJoins>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </StrokeIcon>
  );
}

export function MenuIcon() {
  return (
    <StrokeIcon>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </StrokeIcon>
  );
}
