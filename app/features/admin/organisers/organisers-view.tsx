import { useId, useState, type FormEvent } from 'react';
import {
  adminRoles,
  invitationLifetimeDays,
  roleDescriptions,
  roleLabels,
  type AdminRole,
  type Organiser,
  type OrganiserList,
  type PendingInvitation,
} from '#schemas/organisers/organisers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import {
  cancelInvitation,
  changeOrganiserRole,
  FieldErrorsError,
  inviteOrganiser,
  removeOrganiser,
} from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { ListTable } from '#app/features/admin/shared/list-table.tsx';
import { OrganiserDoors } from './organiser-doors.tsx';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

export const organisersHeading = 'Organisers';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm dark:bg-input/30';

/** Below 768 px the address (and an invitation's facts) fold under the name: no sideways scroll. */
const wideOnly = 'hidden md:table-cell';

/** Her name and address as a control names her: "Ada Example" or, without a name, the address. */
function whoOf(person: { name: string; email: string }): string {
  return person.name || person.email;
}

/** An owner invites by email, with her name and role; the server's words show beside a field. */
function InviteForm() {
  const id = useId();
  const refresh = useAdminRefresh();
  const { busy, run } = useAdminAction(refresh);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const invitee = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      role: String(data.get('role') ?? '') as AdminRole,
    };
    setErrors({});
    const invited = await run(() => inviteOrganiser(invitee), {
      failed: 'The invitation was not sent',
      words: 'every refusal',
      inPlace: (error) => error instanceof FieldErrorsError,
    });
    if (!invited.ok) {
      if (invited.error instanceof FieldErrorsError) setErrors(invited.error.fieldErrors);
      return;
    }
    form.reset();
    notify.success('Invitation sent', {
      description: `${invitee.name} can choose her password from the mail to ${invitee.email.trim()} for ${invitationLifetimeDays} days.`,
    });
    refresh();
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Invite an organiser
      </h2>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input {...field('name')} autoComplete="off" required />
          {fieldError('name')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input {...field('email')} type="email" autoComplete="off" required />
          {fieldError('email')}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <select {...field('role')} defaultValue="organiser" className={selectClass}>
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          {fieldError('role')}
        </div>
        <div className="md:col-span-3">
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * Why an owner may not change this row, in the words beside it, or null when she may: the only
 * owner keeps her role (the server refuses the last owner's change), and no one removes herself.
 */
function heldBack(organiser: Organiser, owners: number): string | null {
  if (organiser.role === 'owner' && owners === 1) return 'The only owner: make another first.';
  return null;
}

/**
 * An organiser's row: her role, and for an owner the role to change to and Remove, where the
 * server would take them: not the only owner's role, not her own removal.
 */
function OrganiserRow({
  organiser,
  manage,
  owners,
}: {
  organiser: Organiser;
  manage: boolean;
  owners: number;
}) {
  const refresh = useAdminRefresh();
  const { busy, run } = useAdminAction(refresh);
  const [removing, setRemoving] = useState(false);
  const who = whoOf(organiser);
  const held = heldBack(organiser, owners);

  async function changeRole(role: AdminRole) {
    const changed = await run(() => changeOrganiserRole(organiser.id, role), {
      failed: 'The role was not changed',
      words: 'every refusal',
    });
    if (changed.ok) {
      notify.success('Role changed', { description: `${who} is now ${roleLabels[role]}.` });
    }
    refresh();
  }

  async function remove() {
    const removed = await run(() => removeOrganiser(organiser.id), {
      failed: 'The organiser was not removed',
      words: 'every refusal',
    });
    setRemoving(false);
    if (!removed.ok) return;
    notify.success('Organiser removed', { description: `${who} is signed out.` });
    refresh();
  }

  return (
    <TableRow>
      <TableCell>
        <div className="grid gap-0.5">
          <span className="font-medium">{organiser.name || '—'}</span>
          <span className="wrap-anywhere text-muted-foreground md:hidden">{organiser.email}</span>
        </div>
      </TableCell>
      <TableCell className={`${wideOnly} wrap-anywhere`}>{organiser.email}</TableCell>
      <TableCell className="min-w-32">
        {manage && held ? (
          <span className="grid gap-0.5">
            {roleLabels[organiser.role]}
            <span className="text-sm text-muted-foreground">{held}</span>
          </span>
        ) : manage ? (
          <select
            aria-label={`Role of ${who}`}
            value={organiser.role}
            disabled={busy}
            onChange={(event) => void changeRole(event.target.value as AdminRole)}
            className={selectClass}
          >
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        ) : (
          roleLabels[organiser.role]
        )}
        {organiser.role === 'door' ? (
          <OrganiserDoors organiser={organiser} who={who} manage={manage} />
        ) : null}
      </TableCell>
      {manage && (held || organiser.you) ? (
        <TableCell>
          {organiser.you ? <span className="text-sm text-muted-foreground">You</span> : null}
        </TableCell>
      ) : manage ? (
        <TableCell>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setRemoving(true)}>
            Remove<span className="sr-only"> {who}</span>
          </Button>
          <ConfirmDialog
            open={removing}
            title={`Remove ${who}?`}
            description={`${organiser.email} is signed out at once and can no longer sign in. Her entries in the audit log stay.`}
            confirmLabel="Remove"
            busyLabel="Removing..."
            destructive
            busy={busy}
            onConfirm={() => void remove()}
            onClose={() => setRemoving(false)}
          />
        </TableCell>
      ) : null}
    </TableRow>
  );
}

function InvitationRow({ invitation, manage }: { invitation: PendingInvitation; manage: boolean }) {
  const refresh = useAdminRefresh();
  const { busy, run } = useAdminAction(refresh);

  async function cancel() {
    const cancelled = await run(() => cancelInvitation(invitation.id), {
      failed: 'The invitation was not cancelled',
      words: 'every refusal',
    });
    if (!cancelled.ok) return;
    notify.success('Invitation cancelled', {
      description: `The link sent to ${invitation.email} no longer works.`,
    });
    refresh();
  }

  return (
    <TableRow>
      <TableCell>
        <div className="grid gap-0.5">
          <span className="font-medium">{invitation.name}</span>
          <span className="wrap-anywhere text-muted-foreground md:hidden">
            {invitation.email}, until {formatLondon(invitation.expiresAt)}
          </span>
        </div>
      </TableCell>
      <TableCell className={`${wideOnly} wrap-anywhere`}>{invitation.email}</TableCell>
      <TableCell>{roleLabels[invitation.role]}</TableCell>
      <TableCell className={`${wideOnly} wrap-anywhere`}>{invitation.invitedBy}</TableCell>
      <TableCell className={wideOnly}>
        <time dateTime={invitation.expiresAt}>{formatLondon(invitation.expiresAt)}</time>
      </TableCell>
      {manage ? (
        <TableCell>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void cancel()}>
            Cancel invitation<span className="sr-only"> to {invitation.name}</span>
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/**
 * Who works in the admin and what each may do (docs/product/screens.md#organisers,
 * docs/decisions/045-organiser-roles.md). Everyone reads it; only an owner invites, changes a
 * role, removes, and cancels an invitation.
 */
export function OrganisersView({ list }: { list: OrganiserList | null }) {
  const manage = useAllows('manage-organisers');
  const actions = manage ? [{ label: 'Actions' }] : [];
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{organisersHeading}</h1>
        <dl className="grid max-w-prose gap-1 text-sm text-muted-foreground">
          {adminRoles.map((role) => (
            <div key={role}>
              <dt className="inline font-medium text-foreground">{roleLabels[role]}:</dt>{' '}
              <dd className="inline">{roleDescriptions[role]}</dd>
            </div>
          ))}
        </dl>
      </div>

      {manage ? <InviteForm /> : null}

      {list === null ? (
        <p role="alert">The organisers could not be loaded. Please try again.</p>
      ) : (
        <>
          <ListTable
            caption="Organisers"
            columns={[
              { label: 'Name' },
              { label: 'Email', className: wideOnly },
              { label: 'Role' },
              ...actions,
            ]}
            empty={list.organisers.length === 0 ? 'No organisers.' : null}
          >
            {list.organisers.map((organiser) => (
              <OrganiserRow
                key={organiser.id}
                organiser={organiser}
                manage={manage}
                owners={list.organisers.filter(({ role }) => role === 'owner').length}
              />
            ))}
          </ListTable>

          <h2 className="text-lg font-semibold">Pending invitations</h2>
          <ListTable
            caption="Pending invitations"
            columns={[
              { label: 'Name' },
              { label: 'Email', className: wideOnly },
              { label: 'Role' },
              { label: 'Invited by', className: wideOnly },
              { label: 'Link works until', className: wideOnly },
              ...actions,
            ]}
            empty={list.invitations.length === 0 ? 'No invitation is waiting.' : null}
          >
            {list.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} manage={manage} />
            ))}
          </ListTable>
        </>
      )}
    </div>
  );
}
