import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { useNeedsScripts } from '#app/lib/use-hydrated.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog.tsx';

// The form (and its validation code) loads only when someone opens an enquiry.
const EnquiryForm = lazy(() => import('./enquiry-form.tsx'));

/**
 * A button with no system of its own to lead to (summit, hackathons, mentorship, report survey:
 * the site sells no tickets and matches no mentors). It opens one short enquiry form, pre-tagged
 * with what was clicked (`tag`, e.g. `summit:ticket:vip`), stored in `enquiries`
 * (docs/product/rules.md#buttons-whose-action-was-not-shown, additions.md#the-enquiry-dialog).
 */
export function EnquiryButton({
  tag,
  dialogTitle,
  dialogDescription = "Leave your details and we'll get back to you.",
  children,
  ...props
}: {
  tag: string;
  /** Defaults to the button's own text. */
  dialogTitle?: string;
  dialogDescription?: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick' | 'type' | 'children'>) {
  const [open, setOpen] = useState(false);
  const needsScripts = useNeedsScripts();
  const title = dialogTitle ?? (typeof children === 'string' ? children : 'Tell us more');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" data-enquiry-tag={tag} {...needsScripts} {...props}>
          {children}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{dialogDescription}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <EnquiryForm tag={tag} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
