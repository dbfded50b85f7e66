import { useEffect, useId } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import { Label } from '#app/components/ui/label.tsx';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { cn } from '#app/lib/cn.ts';
import { useAdminRefresh, type MailData } from '#app/features/admin/shared/admin-loader.ts';
import { AdminListCard } from '#app/features/admin/shared/admin-list-card.tsx';
import type { ListColumn } from '#app/features/admin/shared/list-table.tsx';
import { useAddressChange } from '#app/features/admin/shared/admin-pager.tsx';
import { listChange } from '#app/features/admin/shared/admin-params.ts';
import { mailKindLabel, mailStatusLabels, noMailsText, splitRecipient } from './mail-format.ts';
import { MailPlaceOpen, MailReader, ReadMailLink } from './mail-reader.tsx';
import {
  EntryLink,
  MailError,
  MailMoments,
  MailStatusBadge,
  RetryMailButton,
} from './mail-status.tsx';
import { StatCardList } from '#app/features/admin/shared/stat-cards.tsx';

/** While a listed mail is queued, the list is read again this often (it is sent within seconds). */
const pollMs = 3000;

export const mailHeading = 'Mail Admin';

/** The subject opens the mail in the reader; the entry it belongs to is linked beneath its kind. */
const mailColumns: readonly ListColumn[] = [
  { label: 'Recipient' },
  { label: 'Subject' },
  { label: 'Kind' },
  { label: 'Status' },
  { label: 'Attempts' },
  { label: 'Last Error' },
  { label: 'Time' },
];

/**
 * The name above the address. A long address wraps, so the table keeps every column in view at
 * 1280 px and the status beside it shows on a phone without scrolling.
 */
function Recipient({ recipient }: { recipient: string }) {
  const { name, address } = splitRecipient(recipient);
  return (
    <div className="grid min-w-32 gap-0.5">
      {name ? <span className="font-medium break-words">{name}</span> : null}
      <span className={cn('wrap-anywhere', name && 'text-muted-foreground')}>{address}</span>
    </div>
  );
}

/**
 * Every mail the site queued, newest first, with what became of it
 * (docs/product/screens.md#mail-view). The status filter and the page are in the address.
 */
export function MailView({ data }: { data: MailData }) {
  const id = useId();
  const change = useAddressChange();
  const { revalidate } = useRevalidator();
  const refresh = useAdminRefresh();
  const { status, list, counts } = data;

  // A queued mail is sent within seconds: the list is read again until none is waiting.
  const waiting = list?.mails.some((mail) => mail.status === 'queued') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void revalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, list, revalidate]);

  const reload = () => void revalidate();

  return (
    <MailPlaceOpen value={data.open}>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{mailHeading}</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            Every mail the site sends: confirmations and decisions to visitors, notices to the
            organiser, and the messages, reminders, updates and thanks to an event's guests. Open a
            subject to read the mail as its recipient does, with every attempt to send it. A mail
            that cannot be sent is tried again, with longer pauses each time, then marked failed. A
            confirmation to an address that has had its confirmations of the day is kept, not sent;
            so is a reminder or an update that finds her place given up, or the event no longer on.
          </p>
        </div>

        {counts ? (
          <StatCardList
            cards={[
              { label: 'Mails waiting', value: counts.queued },
              { label: 'Mails sent', value: counts.sent },
              { label: 'Mails failed', value: counts.failed },
              { label: 'Not sent: limit', value: counts.limited },
              { label: 'Not sent: no longer due', value: counts['not-due'] },
            ]}
          />
        ) : null}

        <div className="grid w-fit gap-2">
          <Label htmlFor={`${id}-status`}>Filter by status</Label>
          <select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => change(listChange({ status: event.target.value || null }))}
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

        {list === null ? (
          <p role="alert">The mails could not be loaded. Please try again.</p>
        ) : (
          <AdminListCard
            caption={mailHeading}
            columns={mailColumns}
            empty={status ? noMailsText[status] : 'No mails yet.'}
            page={data.page}
            shown={list.mails.length}
            matching={list.matching}
            noun="mails"
          >
            {list.mails.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell>
                  <Recipient recipient={mail.recipient} />
                </TableCell>
                <TableCell className="min-w-36">
                  <ReadMailLink id={mail.id} className="break-words">
                    {mail.subject}
                  </ReadMailLink>
                </TableCell>
                <TableCell className="min-w-32">
                  <div className="grid gap-0.5">
                    <span>{mailKindLabel(mail.kind)}</span>{' '}
                    <span>
                      <span className="text-muted-foreground">for </span>
                      <EntryLink table={mail.submissionTable} id={mail.submissionId} />
                    </span>
                  </div>
                </TableCell>
                <TableCell>
                  <div className="grid justify-items-start gap-2 whitespace-nowrap">
                    <MailStatusBadge status={mail.status} />
                    {mail.status === 'failed' ? (
                      <RetryMailButton mail={mail} onRetried={reload} onSignedOut={refresh} />
                    ) : null}
                  </div>
                </TableCell>
                <TableCell className="tabular-nums">{mail.attempts}</TableCell>
                <TableCell className="min-w-28">
                  <MailError mail={mail} />
                </TableCell>
                <TableCell>
                  <MailMoments mail={mail} />
                </TableCell>
              </TableRow>
            ))}
          </AdminListCard>
        )}
        <MailReader onSignedOut={refresh} />
      </div>
    </MailPlaceOpen>
  );
}
