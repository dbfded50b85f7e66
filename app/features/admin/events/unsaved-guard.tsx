import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';

/**
 * Unsaved changes are not lost by leaving (docs/decisions/041-the-event-editor-screens.md): while
 * `dirty`, the browser asks before the page unloads (`beforeunload`), and the admin asks before
 * going to another address (a place, Back, a link). `allowNext` lets the editor's own next
 * navigation through (to the event it has just created or copied).
 */
export function useUnsavedGuard(dirty: boolean): { blocker: Blocker; allowNext: () => void } {
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return (
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search)
    );
  });
  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowNext };
}

/** The question while a navigation waits: stay (the focus) or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>
            Your changes to this event are not saved. Leaving drops them.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe answer takes the focus. */}
          <Button autoFocus onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
