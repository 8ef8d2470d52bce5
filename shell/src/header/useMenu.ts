import { useEffect, useRef, useState } from 'react';

/** A header menu's open state and its wrapper (`wrap`, around the button and the menu): while it
 *  is open, a mouse press anywhere outside the wrapper closes it. */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return { open, setOpen, wrap };
}
