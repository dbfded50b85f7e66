import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { noticeArea } from '#app/lib/notify.ts';

const nothing: ComponentType = () => null;

// A notice area that cannot load (the connection lost) shows nothing rather than taking the page
// down with it, and the notices waiting for it fail (and are logged) instead of waiting forever.
const NoticeArea = lazy((): Promise<{ default: ComponentType }> =>
  import('#app/components/notices/notice-area.tsx').catch((error: unknown) => {
    noticeArea.failed(error);
    return { default: nothing };
  }),
);

/** Where the notice area mounts once a notice asks for it (see `notify`). */
export function NoticeHost() {
  const requested = useSyncExternalStore(noticeArea.subscribe, noticeArea.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NoticeArea />
    </Suspense>
  );
}
