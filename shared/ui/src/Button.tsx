import type { ButtonHTMLAttributes } from 'react';
import { variant as variants } from './button.css';

export type ButtonVariant = keyof typeof variants;

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return (
    <button type={type} className={[variants[variant], className].filter(Boolean).join(' ')} {...rest} />
  );
}

/** Class names for a link that looks like a button (react-router <Link className=…>). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return variants[variant];
}
