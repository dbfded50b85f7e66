import { useId, useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { signIn } from '#app/features/admin/shared/admin-api.ts';

/**
 * The organiser's sign-in: one generic message for a wrong email or password; an email the
 * server cannot read (a control character in it) is named as such.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn(String(data.get('email')), String(data.get('password'))));
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      setError(
        status === 429
          ? 'Too many sign-in attempts. Please wait a few minutes and try again.'
          : status === 400
            ? (failure as Error).message
            : 'Email or password is incorrect.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-sm px-4 py-20">
      <h1 className="text-2xl font-bold tracking-tight">Organiser sign-in</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        The admin area lists what visitors sent. Sign in to continue.
      </p>
      <form method="post" onSubmit={handleSubmit} className="mt-8 grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </div>
  );
}
