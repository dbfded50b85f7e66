import { CheckIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminView } from '#schemas/applications/admin-views.ts';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import { adminAction, isRefusal, serverWords } from '#app/features/admin/shared/admin-action.ts';
import { deleteSuspectedRow, markNotSpam } from '#app/features/admin/shared/admin-api.ts';

type Action = 'not-spam' | 'delete';

/**
 * The organiser's verdict on an entry kept as suspected spam: "Not spam" lists it with the others
 * and queues its mails; "Delete" asks once more, in place, before the entry goes for good.
 * `onDone` runs after either, and after a refusal (the entry changed meanwhile).
 */
export function SpamActions({
  view,
  id,
  name,
  onDone,
  onSignedOut,
}: {
  view: AdminView;
  id: number;
  name: string;
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: onto Cancel when it appears, back onto Delete when it goes.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  /** The verdict, said in a notice once the server has taken it. */
  async function give(action: Action) {
    if (action === 'not-spam') {
      const { duplicateOf } = await markNotSpam(view.table, id);
      notify.success('Marked as not spam', {
        description:
          duplicateOf === undefined
            ? `${name} is listed with the other ${view.plural}; its mails are on their way.`
            : `${name} is listed with the other ${view.plural}. The same person had applied to this event already (row ${duplicateOf}), so no mail was sent.`,
      });
    } else {
      await deleteSuspectedRow(view.table, id);
      notify.success('Entry deleted', { description: `${name} was deleted.` });
    }
  }

  async function run(action: Action) {
    setBusy(action);
    const given = await adminAction(() => give(action), {
      failed: action === 'delete' ? 'Delete failed' : 'Not spam failed',
      onSignedOut,
      words: { 404: 'This entry no longer exists.', 409: serverWords },
    });
    setBusy(null);
    if (given.ok || isRefusal(given.error, 404, 409)) onDone();
  }

  if (confirming) {
    return (
      <div role="group" aria-label={`Delete ${name}`} className="grid justify-items-start gap-2">
        <p className="text-sm font-medium">Delete this entry? This cannot be undone.</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="destructive"
            size="sm"
            disabled={busy !== null}
            onClick={() => run('delete')}
          >
            <Trash2Icon aria-hidden="true" />
            {busy === 'delete' ? 'Deleting...' : 'Delete'}
          </Button>
          <Button
            ref={cancelRef}
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => setConfirming(false)}
          >
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => run('not-spam')}>
        <CheckIcon aria-hidden="true" />
        {busy === 'not-spam' ? 'Saving...' : 'Not spam'}
      </Button>
      <Button
        ref={deleteRef}
        variant="destructive"
        size="sm"
        disabled={busy !== null}
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
