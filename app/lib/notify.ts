import type { ExternalToast } from 'sonner';

/**
 * The site's notices, with sonner loaded on the first one: the notice area is not part of any
 * page's first view, and the JavaScript budget (docs/performance.md) has no room for it there.
 * `<NoticeHost />` (in the root) mounts the notice area when asked; a notice waits until the
 * notice area has subscribed to sonner, so the first one is never lost.
 */
type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** For `<NoticeHost />`: whether a notice has asked for the notice area yet. */
export const noticeArea = {
  requested: () => requested,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the notice area once sonner's Toaster is mounted and subscribed. */
  ready: () => markReady(),
};

function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  Promise.all([ready, import('sonner')]).then(
    ([, { toast }]) => toast[kind](title, options),
    (error: unknown) => console.error('The notice could not be shown', error),
  );
}

export const notify = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
};
