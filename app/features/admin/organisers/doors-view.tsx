import { ChevronRightIcon, DoorOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { doorHref } from '#schemas/organisers/admin-addresses.ts';
import type { DoorEventList } from '#schemas/organisers/organisers.ts';
import { readDoors, SignedOutError } from '#app/features/admin/shared/admin-api.ts';

/**
 * The doors she may work (docs/product/screens.md#doors): a `door` account's whole admin, the
 * events an owner gave her (decision 068), each leading to its door page.
 */

export const doorsHeading = 'Doors';

/** The list, or null when it could not be read (the view says so). */
export async function loadDoors(): Promise<{ list: DoorEventList | null }> {
  try {
    return { list: await readDoors() };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    return { list: null };
  }
}

export function DoorsView({ list }: { list: DoorEventList | null }) {
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{doorsHeading}</h1>
        <p className="text-muted-foreground">
          Check guests in as they arrive. Open the door of your event on the phone you use there: it
          keeps working without a connection.
        </p>
      </div>
      {list === null ? (
        <p role="alert" className="font-medium text-destructive">
          Your doors could not be read. Reload the page to try again.
        </p>
      ) : list.events.length === 0 ? (
        <div role="status" className="rounded-lg border border-dashed p-6 text-center">
          <p className="font-semibold">No door is given to you yet.</p>
          <p className="text-sm text-muted-foreground">
            An owner gives you the events whose doors you work, under Organisers.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {list.events.map((event) => (
            <li key={event.id}>
              <Link
                to={doorHref(event.id)}
                className="flex items-center gap-3 rounded-lg border p-4 hover:bg-muted focus-visible:outline-2"
              >
                <DoorOpenIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold break-words">{event.title}</span>
                  <span className="text-sm text-muted-foreground">{event.date}</span>
                </span>
                <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
