import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './primitives.css';

type DivProps = HTMLAttributes<HTMLDivElement> & { children?: ReactNode };

export function Container({ className, ...rest }: DivProps) {
  return <div className={[s.container, className].filter(Boolean).join(' ')} {...rest} />;
}
export function Card({ className, ...rest }: DivProps) {
  return <div className={[s.card, className].filter(Boolean).join(' ')} {...rest} />;
}
export function Stack({ gap = 'm', className, ...rest }: DivProps & { gap?: 's' | 'm' | 'l' }) {
  return <div className={[s.stackGap[gap], className].filter(Boolean).join(' ')} {...rest} />;
}
export function Row({ gap = 'm', className, ...rest }: DivProps & { gap?: 's' | 'm' }) {
  return <div className={[s.rowGap[gap], className].filter(Boolean).join(' ')} {...rest} />;
}
export const headingClass = s.heading;
export const mutedClass = s.muted;
