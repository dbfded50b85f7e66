import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';

/**
 * The question before an editor's action (publish, close, cancel...): what it does, then
 * the action and `Back`. While it works the buttons wait; the caller closes it when done.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel = 'Working...',
  destructive = false,
  busy,
  canConfirm = true,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  busy: boolean;
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent width="decision">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && canConfirm) onConfirm();
          }}
        >
          {children}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={busy || !canConfirm}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Back
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
