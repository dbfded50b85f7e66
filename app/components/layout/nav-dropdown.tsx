import { ChevronDownIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavMenu } from '#content/navigation.ts';
import { SiteNavLink } from '#app/components/layout/site-nav-link.tsx';
import { isMenuActive } from '#app/lib/active-path.ts';
import { cn } from '#app/lib/cn.ts';
import { useDismiss } from '#app/lib/use-dismiss.ts';

/** Dropdowns close about 100 ms after the pointer leaves (docs/product/screens.md#header). */
export const dropdownCloseDelayMs = 100;

// flex: an external link's icon sits beside its label.
const itemClass =
  'flex items-center gap-1.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none';

/**
 * A disclosure menu: opens on mouse hover, on click or tap, and with Enter/Space;
 * Escape closes it and returns focus to its button.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere else closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = useCallback(
    (next: boolean | ((wasOpen: boolean) => boolean)) =>
      setOpenAt((current) => {
        const wasOpen = current === pathname;
        const isOpen = typeof next === 'function' ? next(wasOpen) : next;
        return isOpen ? pathname : null;
      }),
    [pathname],
  );
  const panelId = useId();
  const { container, button, dismissProps } = useDismiss(open, setOpen);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastPointerType = useRef<string>('');

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), dropdownCloseDelayMs);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') scheduleClose();
  };

  const active = isMenuActive(pathname, menu.activePaths);

  return (
    // NOTE: hover is a mouse enhancement; the button is the keyboard and touch control, and
    // the dismissal (a press elsewhere, Escape, focus out) on the wrapper covers the panel's links.
    <div
      ref={container}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      {...dismissProps}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          active && 'text-primary',
        )}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse already opened the menu by hovering: a click keeps it open.
          if (lastPointerType.current === 'mouse') setOpen(true);
          else setOpen((wasOpen) => !wasOpen);
          lastPointerType.current = '';
        }}
      >
        {menu.label}
        <ChevronDownIcon
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <div className="grid w-max min-w-72 grid-cols-2 gap-4 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg">
          {menu.sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`${panelId}-${index}`}>
              <h2
                id={`${panelId}-${index}`}
                className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {section.title}
              </h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SiteNavLink link={link} className={itemClass} onClick={() => setOpen(false)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
