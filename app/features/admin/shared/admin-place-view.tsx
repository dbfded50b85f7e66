import type { ReactNode } from 'react';
import { adminViews } from '#schemas/applications/admin-views.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useAdminRefresh } from './admin-loader.ts';

/**
 * The Event registrations view is the admin's default view; the others follow its habits
 * (docs/product/screens.md#event-registrations-view).
 */
export function headingOf(table: SubmissionTable): string {
  return table === 'event_registrations'
    ? 'Event Registrations Admin'
    : `${adminViews[table].title} Admin`;
}

/**
 * A place with its data, as its route's loader read it (admin-loader.ts `placeData`): null when
 * the session ended while it was read.
 */
export function AdminPlaceView<T>({
  data,
  children,
}: {
  data: T | null;
  children: (data: T) => ReactNode;
}) {
  const refresh = useAdminRefresh();
  if (data !== null) return children(data);
  return (
    <div role="status" className="grid justify-items-center gap-3 py-20 text-center">
      <p className="text-muted-foreground">Your session has ended.</p>
      <Button onClick={refresh}>Sign in again</Button>
    </div>
  );
}
