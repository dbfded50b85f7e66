import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * How a popup (a menu or a disclosure panel) is dismissed, for the element that holds it and its
 * button: a press outside that element, focus leaving it, or Escape, which also returns focus to
 * the button. Spread `dismissProps` on the element and attach the two refs; `closeToButton`
 * closes as Escape does, for a choice made in the popup.
 */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const dismissProps = {
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        closeToButton();
      }
    },
    onBlur(event: FocusEvent) {
      if (open && !container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
  return { container, button, dismissProps, closeToButton };
}
