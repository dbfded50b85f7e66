import type { ComponentProps } from 'react';
import { Button } from '#app/components/ui/button.tsx';

/**
 * Scrolls smoothly to a section of the page (e.g. the registration form) and moves focus there.
 * Renders a real link, so it also works before JavaScript loads.
 */
export function ScrollToButton({
  targetId,
  children,
  ...props
}: { targetId: string } & Omit<ComponentProps<typeof Button>, 'asChild'>) {
  return (
    <Button asChild {...props}>
      <a
        href={`#${targetId}`}
        onClick={(event) => {
          const target = document.getElementById(targetId);
          if (!target) return;
          event.preventDefault();
          const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
          target.focus({ preventScroll: true });
          history.replaceState(null, '', `#${targetId}`);
        }}
      >
        {children}
      </a>
    </Button>
  );
}
