import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from '#app/components/ui/sonner.tsx';
import { modalDialog } from '#app/lib/modal-dialog.ts';
import { noticeArea } from '#app/lib/notify.ts';

/**
 * The notice area as `<NoticeHost />` loads it, with sonner, when the first notice is shown. It
 * lives at the end of the page, or inside the modal dialog while one is open (the rest of the
 * page is then under the backdrop and inert): the same element moves, so the notices on screen
 * stay.
 */
export default function NoticeArea() {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    // Out of the flow: in a dialog it must not become one more row of its grid.
    element.className = 'fixed';
    return element;
  });

  useLayoutEffect(() => {
    const place = () => (modalDialog.current() ?? document.body).append(layer);
    place();
    const unsubscribe = modalDialog.subscribe(place);
    return () => {
      unsubscribe();
      layer.remove();
    };
  }, [layer]);

  // NOTE: a child's effects run before its parent's, so the Toaster has subscribed by now.
  useEffect(() => noticeArea.ready(), []);
  return createPortal(<Toaster />, layer);
}
