import { XIcon } from 'lucide-react';
import { Slot } from './slot.tsx';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cn } from '#app/lib/cn.ts';
import { modalDialog } from '#app/lib/modal-dialog.ts';

/**
 * A modal dialog on the browser's own `<dialog>` element (docs/decisions/008-content-security-policy.md):
 * `showModal()` makes the rest of the page inert, keeps focus inside, closes on Escape and returns
 * focus to the trigger — without injecting any style element, so it works under the site's CSP.
 * The content is rendered only while open, so a form inside starts empty each time.
 */

type DialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('Dialog parts must be inside <Dialog>');
  return state;
}

export function Dialog({
  open: controlledOpen,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const id = useId();
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DialogContext.Provider
      value={{ open, setOpen, titleId: `${id}-title`, descriptionId: `${id}-description` }}
    >
      {children}
    </DialogContext.Provider>
  );
}

export function DialogTrigger({
  asChild = false,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen } = useDialog();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...props}
    />
  );
}

/** A pointer on the backdrop: it lands on the <dialog> itself, outside its box. */
function onBackdrop(event: PointerEvent<HTMLDialogElement> | MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/** How wide a dialog may grow: a form's, a decision's, a mail's (widths set here only, never merged). */
const dialogWidths = { form: 'max-w-lg', decision: 'max-w-xl', reading: 'max-w-3xl' } as const;

export function DialogContent({
  className,
  width = 'form',
  children,
}: {
  className?: string;
  width?: keyof typeof dialogWidths;
  children: ReactNode;
}) {
  const { open, setOpen, titleId, descriptionId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  // A layout effect: its cleanup runs before the dialog leaves the page, so the notice area
  // inside it (app/lib/modal-dialog.ts) can move out first.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    modalDialog.opened(dialog);
    return () => modalDialog.closed(dialog);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click mirrors Escape, which <dialog> handles itself.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-slot="dialog-content"
      // Escape (cancel) and close() both end in `close`. NOTE: React hands a dialog's `close` to
      // the dialogs around it too; only this dialog's own closing closes it.
      onClose={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      // Closes on a click that both starts and ends on the backdrop: a drag that starts in a
      // field (selecting text) and ends outside keeps the dialog and what was typed.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) setOpen(false);
        pressedOnBackdrop.current = false;
      }}
      className={cn(
        'fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 open:grid open:gap-4',
        dialogWidths[width],
        className,
      )}
    >
      {open ? (
        <>
          {children}
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('grid gap-2 pr-6', className)} {...props} />;
}

export function DialogTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  const { titleId } = useDialog();
  return (
    <h2
      id={titleId}
      data-slot="dialog-title"
      className={cn('text-lg leading-none font-semibold', className)}
      {...props}
    >
      {children}
    </h2>
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useDialog();
  return (
    <p
      id={descriptionId}
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
