/**
 * The modal dialog open on the page, if any. A modal dialog covers the rest of the page with its
 * backdrop and makes it inert (hidden from assistive technology too), so the notice area moves
 * inside it while it is open: a notice about the dialog's form is seen and announced
 * (app/components/notices/notice-area.tsx).
 */
type Listener = () => void;

let current: HTMLDialogElement | null = null;
const listeners = new Set<Listener>();

function change(dialog: HTMLDialogElement | null) {
  current = dialog;
  for (const listener of listeners) listener();
}

export const modalDialog = {
  current: () => current,
  /** Listeners run at once, so what they move leaves a closing dialog before it goes. */
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  opened: (dialog: HTMLDialogElement) => change(dialog),
  closed(dialog: HTMLDialogElement) {
    if (current === dialog) change(null);
  },
};
