import { useEffect, useRef, useState, type FocusEvent, type ToggleEvent } from 'react';

declare global {
  interface HTMLElement {
    /** `source`: the element the popover is placed against (its implicit anchor). */
    showPopover(options?: { source?: HTMLElement }): void;
  }
}

const isShown = (element: HTMLElement | null) => {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    // A browser without popovers knows no such state; its menus do not open (app/app.css).
    return false;
  }
};

/**
 * A menu panel that is a native popover (`popover="auto"`) opened by a button with
 * `popovertarget`, so it works before the page's scripts arrive and without them
 * (docs/decisions/029-controls-before-scripts.md). The browser opens and closes it on a click, a
 * tap, Enter or Space, keeps one such menu open at a time, and closes it on a press outside and
 * on Escape (focus back to the button); with scripts, focus leaving the holder closes it too.
 *
 * React never renders the open state, so hydration cannot reset it. `open` mirrors the element:
 * undefined until hydrated (the prerendered button has no `aria-expanded`; the browser exposes the
 * popover's state on it), then read from the element and kept by its toggle events. A change of
 * `closeOn` (the path) closes the panel: React Router keeps the header across pages.
 *
 * Spread `panelProps` on the panel, `holderProps` on the element holding the button and panel,
 * and give the button the `button` ref.
 */
export function usePopover({ closeOn }: { closeOn?: string } = {}) {
  const panel = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const shownFor = useRef(closeOn);

  // Once hydrated: the panel may have been opened before.
  useEffect(() => setOpen(isShown(panel.current)), []);

  const hide = () => {
    if (isShown(panel.current)) panel.current?.hidePopover();
  };

  useEffect(() => {
    if (shownFor.current === closeOn) return;
    shownFor.current = closeOn;
    if (isShown(panel.current)) panel.current?.hidePopover();
  }, [closeOn]);

  const show = () => {
    if (!isShown(panel.current))
      panel.current?.showPopover?.({ source: button.current ?? undefined });
  };

  const panelProps = {
    ref: (node: HTMLElement | null) => {
      panel.current = node;
    },
    popover: 'auto' as const,
    onToggle: (event: ToggleEvent) => setOpen(event.newState === 'open'),
  };

  const holderProps = {
    onBlur(event: FocusEvent) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
    },
  };

  return {
    open,
    isOpen: () => isShown(panel.current),
    show,
    hide,
    button,
    panelProps,
    holderProps,
  };
}
