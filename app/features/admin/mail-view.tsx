import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminMailCounts, AdminMailList, AdminMailStatus } from '#schemas/admin-mail.ts';
import { adminViews } from '#schemas/admin-views.ts';
import { isSubmissionTable } from '#schemas/submission-forms.ts';
import { Label } from '#app/components/ui/label.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
import { cn } from '#app/lib/cn.ts';
import { notify } from '#app/lib/notify.ts';
import { countMails, listMails, SignedOutError } from './admin-api.ts';
import { AdminPager, pageSize } from './admin-pager.tsx';
import { mailStatusOf, rowHref, withParams } from './admin-params.ts';
import { mailKindLabel, mailStatusLabels, splitRecipient } from './mail-format.ts';
import { MailError, MailMoments, MailStatusBadge, RetryMailButton } from './mail-status.tsx';
import { StatCardList } from './stat-cards.tsx';

/** While a listed mail is queued, the list is read again this often (it is sent within seconds). */
const pollMs = 3000;

export const mailHeading = 'Mail Admin';

/** The entry a mail belongs to is linked beneath its subject. */
const mailColumns = ['Recipient', 'Status', 'Subject', 'Attempts', 'Last Error', 'Time'];

type Loaded = AdminMailList & { query: string };

/** The entry a mail belongs to, one click away: its view with its details open. */
function EntryLink({ table, id }: { table: string; id: number }) {
  const href = rowHref(table, id);
  const label = `${isSubmissionTable(table) ? adminViews[table].title : table} #${id}`;
  return href ? (
    <Link to={href} className="whitespace-nowrap text-primary underline-offset-4 hover:underline">
      {label}
    </Link>
  ) : (
    <span className="whitespace-nowrap">{label}</span>
  );
}

/**
 * The name above the address. The address keeps to one line where the table has room; on a
 * phone it wraps, so the status beside it shows without scrolling.
 */
function Recipient({ recipient }: { recipient: string }) {
  const { name, address } = splitRecipient(recipient);
  return (
    <div className="grid min-w-44 gap-0.5">
      {name ? <span className="font-medium break-words">{name}</span> : null}
      <span className={cn('wrap-anywhere sm:whitespace-nowrap', name && 'text-muted-foreground')}>
        {address}
      </span>
    </div>
  );
}

/**
 * Every mail the site queued, newest first, with what became of it
 * (docs/product/screens.md#mail-view). The status filter is in the address (`status`).
 */
export function MailView({ onSignedOut }: { onSignedOut: () => void }) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = mailStatusOf(searchParams);
  // The page belongs to the filter it was chosen under: a new filter starts on its first page.
  const [page, setPage] = useState<{ status?: AdminMailStatus; offset: number }>({ offset: 0 });
  const offset = page.status === status ? page.offset : 0;
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<Loaded | null>(null);
  const [counts, setCounts] = useState<AdminMailCounts | null>(null);
  const query = `${status ?? ''}\u0000${offset}`;

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOutError) return onSignedOut();
      notify.error('Error', {
        description: 'Failed to fetch mails. Please check your permissions.',
      });
    },
    [onSignedOut],
  );

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([listMails({ status, offset, limit: pageSize }, signal), countMails(signal)]).then(
      ([list, latest]) => {
        setData({ ...list, query: `${status ?? ''}\u0000${offset}` });
        setCounts(latest);
      },
      (error: unknown) => {
        if (!signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [status, offset, version, fail]);

  const waiting = data?.mails.some((mail) => mail.status === 'queued') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setVersion((current) => current + 1), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, data]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);

  const heading = <h1 className="text-3xl font-bold tracking-tight">{mailHeading}</h1>;
  if (!data) {
    return (
      <div>
        {heading}
        <p className="mt-6 text-muted-foreground" role="status">
          Loading mails...
        </p>
      </div>
    );
  }

  const stale = data.query !== query;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        {heading}
        <p className="max-w-prose text-sm text-muted-foreground">
          Every mail the site sends: confirmations to visitors and notices to the organiser. A mail
          that cannot be sent is tried again, with longer pauses each time, then marked failed.
        </p>
      </div>

      {counts ? (
        <StatCardList
          cards={[
            { label: 'Mails waiting', value: counts.queued },
            { label: 'Mails sent', value: counts.sent },
            { label: 'Mails failed', value: counts.failed },
          ]}
        />
      ) : null}

      <div className="grid w-fit gap-2">
        <Label htmlFor={`${id}-status`}>Filter by status</Label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) =>
            setSearchParams((current) =>
              withParams(current, { status: event.target.value || null }),
            )
          }
          className="h-10 rounded-md border border-input bg-background px-3 text-sm dark:bg-input/30"
        >
          <option value="">All Mails</option>
          {(Object.keys(mailStatusLabels) as AdminMailStatus[]).map((value) => (
            <option key={value} value={value}>
              {mailStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>

      <div aria-busy={stale} className="rounded-xl border bg-card text-card-foreground shadow-sm">
        {data.mails.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">
            {status ? `No ${mailStatusLabels[status].toLowerCase()} mails.` : 'No mails yet.'}
          </p>
        ) : (
          <Table>
            <caption className="sr-only">{mailHeading}</caption>
            <TableHeader>
              <TableRow>
                {mailColumns.map((label) => (
                  <TableHead key={label} scope="col">
                    {label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.mails.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell>
                    <Recipient recipient={mail.recipient} />
                  </TableCell>
                  <TableCell>
                    <div className="grid justify-items-start gap-2 whitespace-nowrap">
                      <MailStatusBadge status={mail.status} />
                      {mail.status === 'failed' ? (
                        <RetryMailButton mail={mail} onRetried={reload} onSignedOut={onSignedOut} />
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="min-w-48">
                    <div className="grid gap-0.5">
                      <span className="break-words">{mail.subject}</span>
                      <span>
                        <span className="text-muted-foreground">
                          {mailKindLabel(mail.kind)} for{' '}
                        </span>
                        <EntryLink table={mail.submissionTable} id={mail.submissionId} />
                      </span>
                    </div>
                  </TableCell>
                  <TableCell className="tabular-nums">{mail.attempts}</TableCell>
                  <TableCell className="min-w-40">
                    <MailError mail={mail} />
                  </TableCell>
                  <TableCell>
                    <MailMoments mail={mail} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>

      <AdminPager
        offset={offset}
        shown={data.mails.length}
        matching={data.matching}
        noun="mails"
        busy={stale}
        onOffset={(next) => setPage({ status, offset: next })}
      />
    </div>
  );
}
