import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavMenu } from '#content/navigation.ts';
import { SiteNavLink } from '#app/components/layout/site-nav-link.tsx';
import { isMenuActive } from '#app/lib/active-path.ts';
import { cn } from '#app/lib/cn.ts';
import { usePopover } from '#app/lib/use-popover.ts';

/** Dropdowns close about 100 ms after the pointer leaves (docs/product/screens.md#header). */
export const dropdownCloseDelayMs = 100;

// flex: an external link's icon sits beside its label.
const itemClass =
  'flex items-center gap-1.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none';

/**
 * A disclosure menu on a native popover (app/lib/use-popover.ts): a click, a tap, Enter or Space
 * opens and closes it before the scripts arrive and without them; Escape or a press elsewhere
 * closes it. Once hydrated it also opens on mouse hover and closes 100 ms after the pointer
 * leaves, and following a link or leaving with the focus closes it.
 */
export function NavDropdown({ menu }: { menu: NavMenu }) {
  const { pathname } = useLocation();
  const panelId = useId();
  const { open, isOpen, show, hide, button, panelProps, holderProps } = usePopover({
    closeOn: pathname,
  });
  const closeTimer = useRef<number | undefined>(undefined);
  const lastPointerType = useRef<string>('');

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(hide, dropdownCloseDelayMs);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') scheduleClose();
  };

  const active = isMenuActive(pathname, menu.activePaths);

  return (
    // NOTE: hover is a mouse enhancement; the button is the keyboard and touch control. The panel
    // is in the top layer but inside this element, so moving the pointer onto it is no leaving.
    <div
      className="group"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      {...holderProps}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
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
        onClick={(event) => {
          // A mouse already opened the menu by hovering: a click keeps it open (the browser's own
          // toggle would close it).
          if (lastPointerType.current === 'mouse' && isOpen()) event.preventDefault();
          lastPointerType.current = '';
        }}
      >
        {menu.label}
        <ChevronDownIcon
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div id={panelId} {...panelProps} className="popover-below-start pt-2">
        <div className="grid w-max min-w-72 grid-cols-2 gap-4 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg">
          {menu.sections.map((section, index) => (
            // A group, not a region: a menu's parts are no landmarks (the footer's "Resources"
            // region is one, and two landmarks of one name cannot be told apart).
            <div key={section.title} role="group" aria-labelledby={`${panelId}-${index}`}>
              <h2
                id={`${panelId}-${index}`}
                className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {section.title}
              </h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SiteNavLink link={link} className={itemClass} onClick={hide} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
