import { DownloadIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { adminViews, type AdminColumn } from '#schemas/applications/admin-views.ts';
import {
  confirmationOf,
  personEmailError,
  PersonLookupSchema,
  type PersonDecision,
  type PersonEntry,
  type PersonRecordsView,
} from '#schemas/privacy/people.ts';
import { statusLabel } from '#schemas/applications/review-statuses.ts';
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
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { cn } from '#app/lib/cn.ts';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import {
  erasePerson,
  exportPerson,
  lookUpPerson,
  PersonChangedError,
  PersonFieldError,
  SignedOutError,
} from '#app/features/admin/shared/admin-api.ts';
import { forgetAdminAnswers, useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { AdminValue } from '#app/features/admin/shared/admin-value.tsx';
import { ListTable, type ListColumn } from '#app/features/admin/shared/list-table.tsx';
import { EntryLink, MailStatusBadge } from '#app/features/admin/mail/mail-status.tsx';
import { formatLondon, mailKindLabel } from '#app/features/admin/mail/mail-format.ts';
import { entryLine, eraseButtonText, erasedNotice, heldLine } from './people-wording.ts';
import { StatusChip } from '#app/features/admin/shared/status-chip.tsx';

export const peopleHeading = 'People';

/** What a lookup found, for the address she typed (the export and erasure send that one). */
type Found = { email: string; view: PersonRecordsView };

const wideOnly = 'hidden md:table-cell';
const mailColumns: readonly ListColumn[] = [
  { label: 'Mail' },
  { label: 'Status' },
  { label: 'Queued', className: wideOnly },
  { label: 'Attempts', className: wideOnly },
];

/** A field's column as the admin view has it; the news consent's time is a date. */
function columnOf(entry: PersonEntry, key: string, label: string): AdminColumn {
  return (
    adminViews[entry.table].csvColumns.find((column) => column.key === key) ?? {
      key,
      label,
      kind: 'date',
    }
  );
}

function EntryCard({ entry, history }: { entry: PersonEntry; history: PersonDecision[] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {entry.form}
          {entry.event ? (
            <span className="font-normal text-muted-foreground"> · {entry.event}</span>
          ) : null}
        </h3>
        <StatusChip status={entry.status} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <EntryLink table={entry.table} id={entry.id} />
        <span>
          Received <time dateTime={entry.createdAt}>{formatLondon(entry.createdAt)}</time>
        </span>
        {entry.statusChangedAt ? (
          <span>
            Decided{' '}
            <time dateTime={entry.statusChangedAt}>{formatLondon(entry.statusChangedAt)}</time>
          </span>
        ) : null}
        {entry.suspectedSpam ? <span>Kept as suspected spam</span> : null}
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {entry.fields.map((field) => (
          <div key={field.key} className="grid min-w-0 gap-0.5">
            <dt className="font-medium text-muted-foreground">{field.label}</dt>
            <dd className="break-words">
              <AdminValue
                column={columnOf(entry, field.key, field.label)}
                value={field.value}
                whole
              />
            </dd>
          </div>
        ))}
      </dl>
      {history.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium text-muted-foreground">Decisions</h4>
          <ol className="grid gap-1">
            {history.map((change, index) => (
              <li key={index}>
                <time dateTime={change.at}>{formatLondon(change.at)}</time>:{' '}
                {statusLabel(change.from)} → {statusLabel(change.to)}
                {change.by ? ` by ${change.by}` : ' by the person herself'}
                {change.message ? (
                  <span className="block whitespace-pre-wrap text-muted-foreground">
                    “{change.message}”
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function MailRow({ mail }: { mail: PersonRecordsView['mails'][number] }) {
  return (
    <TableRow>
      <TableCell className="min-w-0">
        <div className="grid gap-0.5">
          <span className="font-medium">{mailKindLabel(mail.kind)}</span>
          <span className="wrap-anywhere text-muted-foreground">{mail.subject}</span>
          <span className="text-muted-foreground md:hidden">
            Queued <time dateTime={mail.createdAt}>{formatLondon(mail.createdAt)}</time>,{' '}
            {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
        </div>
      </TableCell>
      <TableCell>
        <MailStatusBadge status={mail.status} />
      </TableCell>
      <TableCell className={cn(wideOnly, 'whitespace-nowrap')}>
        <time dateTime={mail.createdAt}>{formatLondon(mail.createdAt)}</time>
      </TableCell>
      <TableCell className={cn(wideOnly, 'tabular-nums')}>{mail.attempts}</TableCell>
    </TableRow>
  );
}

/**
 * The question before an erasure: what goes, by form and event, and how many mails. Confirm
 * sends back what she saw; the server refuses (409) when something new arrived since.
 */
function EraseDialog({
  found,
  open,
  onOpenChange,
  onErased,
  onLookAgain,
  onSignedOut,
}: {
  found: Found;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
  onLookAgain: () => void;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; changed: boolean } | null>(null);
  const { view } = found;

  async function handleErase() {
    setBusy(true);
    setRefusal(null);
    try {
      const erased = await erasePerson(found.email, confirmationOf(view));
      const notice = erasedNotice(erased);
      notify.success(notice.title, { description: notice.description });
      onErased();
    } catch (error) {
      // NOTE: not adminAction: the dialog says why in place, with "Look again" when she must.
      if (error instanceof SignedOutError) return onSignedOut();
      setRefusal({
        message: error instanceof Error ? error.message : 'The erasure failed.',
        changed: error instanceof PersonChangedError,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRefusal(null);
        onOpenChange(next);
      }}
    >
      <DialogContent width="decision">
        <DialogHeader>
          <DialogTitle className="leading-snug wrap-anywhere">
            Erase everything held for {view.address}?
          </DialogTitle>
          <DialogDescription>
            Her values are cleared for good; the entries stay as “Erased”, so the counts per event
            do not change. The audit log keeps how many, never the address.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 text-sm">
          <h3 className="font-semibold">
            {view.entries.length === 1 ? '1 entry' : `${view.entries.length} entries`}
          </h3>
          <ul className="grid list-disc gap-1 pl-5">
            {view.entries.map((entry) => (
              <li key={`${entry.table}-${entry.id}`}>{entryLine(entry)}</li>
            ))}
          </ul>
          <p>
            {view.mails.length === 1 ? '1 mail' : `${view.mails.length} mails`} in the outbox: their
            addresses, subjects and bodies are cleared; any not sent yet is never sent.
          </p>
        </div>
        {refusal ? (
          <div role="alert" className="grid gap-2 text-sm font-medium text-destructive">
            <p>{refusal.message}</p>
            {refusal.changed ? (
              <Button variant="outline" className="w-fit" onClick={onLookAgain}>
                Look again
              </Button>
            ) : null}
          </div>
        ) : null}
        {/* On a phone the buttons stack, the erasure last, each as wide as the dialog. */}
        <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={handleErase} disabled={busy || refusal?.changed}>
            <Trash2Icon aria-hidden="true" />
            {busy ? 'Erasing...' : eraseButtonText(view)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Results({
  found,
  onLook,
  onSignedOut,
}: {
  found: Found;
  onLook: (email: string) => Promise<void>;
  onSignedOut: () => void;
}) {
  const headingId = useId();
  const { busy: exporting, run } = useAdminAction(onSignedOut);
  const [erasing, setErasing] = useState(false);
  const canExport = useAllows('export');
  const canErase = useAllows('change');
  const { view } = found;

  if (view.entries.length === 0 && view.mails.length === 0) {
    return (
      <p role="status" className="rounded-xl border p-8 text-center text-muted-foreground">
        Nothing is held for this address.
      </p>
    );
  }

  async function handleExport() {
    const exported = await run(() => exportPerson(found.email), { failed: 'Export failed' });
    if (!exported.ok) return;
    notify.success('Export successful', { description: `Exported ${heldLine(view)} to JSON.` });
  }

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-xl font-semibold wrap-anywhere">
            Held for {view.address}
          </h2>
          <p role="status" className="text-sm text-muted-foreground">
            {heldLine(view)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A viewer reads; she neither exports nor erases (docs/decisions/045-organiser-roles.md). */}
          {canExport ? (
            <Button variant="outline" onClick={handleExport} disabled={exporting}>
              <DownloadIcon aria-hidden="true" />
              {exporting ? 'Exporting...' : 'Export JSON'}
            </Button>
          ) : null}
          {canErase ? (
            <Button variant="destructive" onClick={() => setErasing(true)}>
              <Trash2Icon aria-hidden="true" />
              Erase...
            </Button>
          ) : null}
        </div>
      </div>

      {view.entries.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="text-lg font-semibold">Entries</h3>
          {view.entries.map((entry) => (
            <EntryCard
              key={`${entry.table}-${entry.id}`}
              entry={entry}
              history={view.history.filter(
                (change) => change.table === entry.table && change.rowId === entry.id,
              )}
            />
          ))}
        </div>
      ) : null}

      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Mails</h3>
        <ListTable
          caption={`Mails held for ${view.address}`}
          columns={mailColumns}
          empty={view.mails.length === 0 ? 'No mails.' : null}
        >
          {view.mails.map((mail) => (
            <MailRow key={mail.id} mail={mail} />
          ))}
        </ListTable>
      </div>

      <EraseDialog
        found={found}
        open={erasing}
        onOpenChange={setErasing}
        onErased={() => {
          setErasing(false);
          forgetAdminAnswers();
          void onLook(found.email);
        }}
        onLookAgain={() => {
          setErasing(false);
          void onLook(found.email);
        }}
        onSignedOut={onSignedOut}
      />
    </section>
  );
}

/**
 * Everything held for one email address, across every form and the outbox, with its export and
 * its erasure (docs/product/screens.md#people, docs/decisions/046-the-people-place.md). The
 * address is typed, never put in the page's address: a lookup is not kept in the browser's
 * history.
 */
export function PeopleView() {
  const id = useId();
  const refresh = useAdminRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function look(email: string) {
    setBusy(true);
    setError(null);
    try {
      setFound({ email, view: await lookUpPerson(email) });
    } catch (failure) {
      // NOTE: not adminAction: a failed lookup is said beside the address, not in a notice.
      if (failure instanceof SignedOutError) return refresh();
      setFound(null);
      setError(
        failure instanceof PersonFieldError
          ? failure.message
          : 'The lookup failed. Please try again.',
      );
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  // The server's rule, checked here first: what is no address is named without a request.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = PersonLookupSchema.safeParse({
      email: String(new FormData(event.currentTarget).get('email') ?? ''),
    });
    if (!typed.success) {
      setFound(null);
      setError(typed.error.issues[0]?.message ?? personEmailError);
      inputRef.current?.focus();
      return;
    }
    void look(typed.data.email);
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{peopleHeading}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Everything held for one email address: what she sent on every form, the decisions on it
          and the mails to or about her. However she spelled the address (capitals, a +tag, dots in
          a Gmail address), her entries are found. Export it as one file, or erase it.
        </p>
      </div>

      <form onSubmit={handleSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-2 sm:max-w-md">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <Input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <Button type="submit" disabled={busy} className="h-10">
          <SearchIcon aria-hidden="true" />
          {busy ? 'Looking...' : 'Find'}
        </Button>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="basis-full text-sm font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
      </form>

      {found ? (
        <Results key={found.email} found={found} onLook={look} onSignedOut={refresh} />
      ) : null}
    </div>
  );
}
