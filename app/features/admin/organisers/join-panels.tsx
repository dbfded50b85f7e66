import { useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  minimumPasswordLength,
  roleDescriptions,
  roleLabels,
  type InvitationState,
} from '#schemas/organisers/organisers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { AdminFrame } from '#app/features/admin/shared/admin-frame.tsx';

/**
 * The join page's panels (app/routes/admin-join.tsx; docs/product/screens.md#join-the-admin): the
 * admin's feature, so that its form controls stay out of the code every page loads
 * (vite.config.ts `featureOnlyPrimitive`).
 */

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminFrame>
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-4 grid gap-4 text-muted-foreground">{children}</div>
      </section>
    </AdminFrame>
  );
}

export function PasswordForm({
  page,
  errors,
}: {
  page: Extract<InvitationState, { state: 'ready' }>;
  errors: Record<string, string>;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : `${id}-${name}-hint`);
  return (
    <Panel title="Join the admin">
      <p>
        Hello {page.name}, you are invited as{' '}
        <strong className="text-foreground">{roleLabels[page.role]}</strong>:{' '}
        {roleDescriptions[page.role].toLowerCase()}
      </p>
      <p>
        You will sign in with{' '}
        <strong className="wrap-anywhere text-foreground">{page.email}</strong> and the password you
        choose here.
      </p>
      <Form method="post" className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`} className="text-foreground">
            Choose a password
          </Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minimumPasswordLength}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={described('password')}
          />
          {errors.password ? (
            <p id={`${id}-password-error`} className="text-sm font-medium text-destructive">
              {errors.password}
            </p>
          ) : (
            <p id={`${id}-password-hint`} className="text-sm">
              At least {minimumPasswordLength} characters.
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-repeat`} className="text-foreground">
            Repeat the password
          </Label>
          <Input
            id={`${id}-repeat`}
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={errors.repeat ? true : undefined}
            aria-describedby={errors.repeat ? `${id}-repeat-error` : undefined}
          />
          {errors.repeat ? (
            <p id={`${id}-repeat-error`} className="text-sm font-medium text-destructive">
              {errors.repeat}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Joining...' : 'Join'}
        </Button>
      </Form>
    </Panel>
  );
}
