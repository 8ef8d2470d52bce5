/** Shared look: tokens (fixed CSS variable names), layout primitives and a few controls. */
import './global.css';

export { vars, mobile } from './theme.css';
export { Container, Card, Stack, Row, headingClass, mutedClass } from './primitives';
export { Button, buttonClass, type ButtonVariant } from './Button';
export { Dialog, type DialogProps } from './Dialog';
export { TextField, inputClass } from './TextField';
export { ToastRegion, type ToastItem } from './Toast';
export { Placeholder } from './Placeholder';
export { Price, yenText, type PriceProps } from './Price';
export { RemoteRoot, useSignOutOnScreen, withRemoteRoot, type RemoteMessages } from './RemoteRoot';
