import { useEffect } from 'react';
import { Toaster } from '#app/components/ui/sonner.tsx';
import { noticeArea } from '#app/lib/notify.ts';

/** The notice area as `<NoticeHost />` loads it, with sonner, when the first notice is shown. */
export default function NoticeArea() {
  // NOTE: a child's effects run before its parent's, so the Toaster has subscribed by now.
  useEffect(() => noticeArea.ready(), []);
  return <Toaster />;
}
