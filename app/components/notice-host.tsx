import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticeArea } from '#app/lib/notify.ts';

const NoticeArea = lazy(() => import('#app/components/notice-area.tsx'));

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
