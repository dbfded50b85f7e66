import { useId } from 'react';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { pathWords } from './change-words.ts';
import { changedPaths } from './document-edits.ts';

/**
 * A save or an action refused because someone saved the event after it was opened
 * (docs/decisions/041-the-event-editor-screens.md): what theirs has that differs from what is on
 * the screen, then load theirs, or keep what is on the screen, unsaved, to save over theirs.
 * Nothing is overwritten without her choosing it.
 */
export function StaleDialog({
  theirs,
  mine,
  unsaved,
  busy,
  onLoadTheirs,
  onSaveMine,
  onClose,
}: {
  theirs: EventRecord | null;
  mine: unknown;
  /** Whether the screen holds changes of hers to save over theirs (an action refused: none). */
  unsaved: boolean;
  busy: boolean;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}) {
  const differencesId = useId();
  const differences = theirs
    ? [...new Set(changedPaths(theirs.document, mine).map((path) => pathWords(`document.${path}`)))]
    : [];
  return (
    <Dialog open={theirs !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width="decision">
        <DialogHeader>
          <DialogTitle>Someone else saved this event</DialogTitle>
          <DialogDescription>
            {theirs
              ? `It was saved at ${formatLondon(theirs.updatedAt)}, after you opened it. Nothing of yours was saved.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {theirs ? (
          <div className="grid gap-2 text-sm">
            <p>
              Their version is {theirs.status === 'published' ? 'published' : theirs.status}
              {theirs.applicationsClosedAt ? ', applications closed' : ''}.
            </p>
            {differences.length > 0 ? (
              <>
                <p id={differencesId} className="font-medium">
                  It differs from what you see in:
                </p>
                <ul aria-labelledby={differencesId} className="grid list-disc gap-0.5 pl-5">
                  {differences.slice(0, 15).map((words) => (
                    <li key={words}>{words}</li>
                  ))}
                  {differences.length > 15 ? <li>and {differences.length - 15} more</li> : null}
                </ul>
              </>
            ) : (
              <p>Its page is the same as what you see.</p>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy} onClick={onLoadTheirs}>
            Load their version
          </Button>
          {unsaved && theirs?.status !== 'cancelled' ? (
            <Button variant="outline" disabled={busy} onClick={onSaveMine}>
              {busy ? 'Saving...' : 'Save mine over theirs'}
            </Button>
          ) : null}
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            Keep editing
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
