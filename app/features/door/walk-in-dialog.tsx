import { UserPlusIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';

/** What the server stores of a name or company (schemas/check-in/check-in-requests.ts). */
const longest = 200;

/**
 * A guest nobody expected, added as she arrives: her name, and her company if she gives it. She
 * is checked in at once, and stored as a registration marked walk-in when the phone can send it.
 */
export function WalkInDialog({
  onAdd,
}: {
  onAdd: (walkIn: { name: string; company: string }) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const company = String(form.get('company') ?? '').trim();
    if (name === '') return setMissing(true);
    onAdd({ name, company });
    setOpen(false);
  }

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        aria-haspopup="dialog"
        onClick={() => {
          setMissing(false);
          setOpen(true);
        }}
      >
        <UserPlusIcon aria-hidden="true" />
        Add a walk-in
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add a walk-in</DialogTitle>
            <DialogDescription>
              Someone not on the list, welcome all the same: she is checked in at once.
            </DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={add} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input
                id={`${id}-name`}
                name="name"
                autoComplete="off"
                maxLength={longest}
                aria-required="true"
                aria-invalid={missing ? true : undefined}
                aria-describedby={missing ? `${id}-name-error` : undefined}
                onChange={() => setMissing(false)}
              />
              {missing ? (
                <p id={`${id}-name-error`} className="text-sm font-medium text-destructive">
                  Enter her name.
                </p>
              ) : null}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-company`}>Company (optional)</Label>
              <Input id={`${id}-company`} name="company" autoComplete="off" maxLength={longest} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="lg">
                Check her in
              </Button>
              <Button type="button" variant="outline" size="lg" onClick={() => setOpen(false)}>
                Back
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
