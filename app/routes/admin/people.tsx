import { PeopleView } from '#app/features/admin/people-view.tsx';

/**
 * What is held for one person (`/admin/people`). It loads nothing: the organiser's lookup is its
 * data, kept out of the address (docs/decisions/046-the-people-place.md).
 */
export default function People() {
  return <PeopleView />;
}
