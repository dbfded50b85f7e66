import { Link, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router';
import { doorHref, guestsHref } from '#schemas/organisers/admin-addresses.ts';
import { AdminRequestError, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { placeData } from '#app/features/admin/shared/admin-loader.ts';
import { idOfPath } from '#app/features/admin/shared/admin-params.ts';
import { AdminPlaceView } from '#app/features/admin/shared/admin-place-view.tsx';
import { scannerAtHand } from './code-scanner.tsx';
import { readDoor } from './door-api.ts';
import { DoorPage } from './door-page.tsx';
import type { OpenedDoor } from './door-phone.ts';
import { forgetOldDoors, keepList, keptDoor } from './door-store.ts';
import { withList } from './door-state.ts';

/**
 * An event's door (`/admin/events/<id>/door`, docs/product/screens.md#the-door): loaded on
 * demand by the admin's places (app/features/admin/places.tsx) only at this address, so neither
 * a public page nor another place carries its code.
 */

export type DoorData =
  | { state: 'open'; door: OpenedDoor }
  /** The server would not show this door (no such event, an online one, not hers to work). */
  | { state: 'refused'; message: string }
  /** No connection, and nothing kept from an earlier visit. */
  | { state: 'unreachable'; id: number };

/**
 * The door as the server has it now, with what this phone did there and has not sent yet; with
 * no connection, the list this phone kept when it last read it.
 */
export async function openDoor(eventId: number): Promise<DoorData> {
  void forgetOldDoors(new Date());
  const [kept, read] = await Promise.all([
    keptDoor(eventId),
    readDoor(eventId).then(
      (list) => ({ list }),
      (error: unknown) => ({ error }),
    ),
  ]);
  const desk = { arrivedHere: kept.desk?.arrivedHere ?? [], queue: kept.desk?.queue ?? [] };
  if ('list' in read) {
    const readAt = new Date().toISOString();
    void keepList({ eventId, list: read.list, readAt });
    return {
      state: 'open',
      door: { ...withList({ ...desk, list: read.list }, read.list), readAt, kept: false },
    };
  }
  // NOTE: not adminAction (admin-action.ts): the door answers with a page of its own, not a notice.
  if (read.error instanceof SignedOutError) throw read.error;
  if (read.error instanceof AdminRequestError) {
    const message = read.error.status === 404 ? 'There is no such event.' : read.error.message;
    return { state: 'refused', message };
  }
  if (!kept.list) return { state: 'unreachable', id: eventId };
  const { list, readAt } = kept.list;
  return { state: 'open', door: { ...desk, list, readAt, kept: true } };
}

export async function loadDoorPlace({ request, params }: ClientLoaderFunctionArgs) {
  const id = idOfPath(params.event);
  if (id === null) return { state: 'refused', message: 'There is no such event.' } as const;
  const [door] = await Promise.all([
    placeData(new URL(request.url), () => openDoor(id)),
    scannerAtHand(),
  ]);
  return door;
}

function DoorTrouble({ message, id }: { message: string; id?: number }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">At the door</h1>
      <p role="alert">{message}</p>
      <div className="flex flex-wrap gap-4">
        {id === undefined ? null : (
          <Link to={doorHref(id)} className="w-fit underline underline-offset-4">
            Try again
          </Link>
        )}
        <Link to={guestsHref()} className="w-fit underline underline-offset-4">
          Every event’s guests
        </Link>
      </div>
    </div>
  );
}

export function DoorPlace() {
  return (
    <AdminPlaceView data={useLoaderData<typeof loadDoorPlace>()}>
      {(data) => {
        if (data.state === 'open') {
          return <DoorPage key={data.door.list.event.id} opened={data.door} />;
        }
        if (data.state === 'refused') return <DoorTrouble message={data.message} />;
        return (
          <DoorTrouble
            id={data.id}
            message="The guest list could not be loaded: there is no connection, and this phone has not opened this door before."
          />
        );
      }}
    </AdminPlaceView>
  );
}
