import type { ExternalToast } from 'sonner';
import type { Notice } from '#content/form-notices.ts';

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
let markFailed: (error: unknown) => void = () => {};
const ready = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});

/** For `<NoticeHost />`: whether a notice has asked for the notice area yet. */
export const noticeArea = {
  requested: () => requested,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the notice area once sonner's Toaster is mounted and subscribed. */
  ready: () => markReady(),
  /** Called when the notice area cannot load (the connection lost): notices fail, not wait. */
  failed: (error: unknown) => markFailed(error),
};

/** A title alone, or a title with its description (the content files' `Notice`). */
type Message = string | Notice;

function show(kind: 'success' | 'error', message: Message, options?: ExternalToast) {
  const { title, description } = typeof message === 'string' ? { title: message } : message;
  if (description) options = { description, ...options };
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
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  /** Takes away the notices on screen: a success said in place replaces an earlier failure's. */
  clear: () => {
    if (!requested) return;
    Promise.all([ready, import('sonner')]).then(
      ([, { toast }]) => toast.dismiss(),
      () => {},
    );
  },
};
