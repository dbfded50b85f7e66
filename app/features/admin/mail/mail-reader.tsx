import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  heldBackStatuses,
  type AdminMailAttempt,
  type AdminMailBody,
  type AdminMailBodySource,
  type AdminMailReading,
  type AdminMailStatus,
  type HeldBackStatus,
} from '#schemas/mail/admin-mail.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { cn } from '#app/lib/cn.ts';
import {
  AdminRequestError,
  mailHtmlAddress,
  readMail,
  SignedOutError,
} from '#app/features/admin/shared/admin-api.ts';
import { useAddressChange } from '#app/features/admin/shared/admin-pager.tsx';
import { mailHref, openMailOf, withParams } from '#app/features/admin/shared/admin-params.ts';
import { attemptOutcomeLabels, byteSize, formatLondon, mailKindLabel } from './mail-format.ts';
import { MailStatusBadge, RetryMailButton } from './mail-status.tsx';

/** While the open mail is queued, it is read again this often (it is sent within seconds). */
const pollMs = 3000;

/**
 * In the Mail place, the mail open in the reader is in the address's path (`/admin/mail/<id>`,
 * schemas/organisers/admin-addresses.ts); its value is that id. Elsewhere (an entry's details) it
 * is the query's `mail`.
 */
export const MailPlaceOpen = createContext<number | null | undefined>(undefined);

/** The mail open in the reader, as the address names it: the address of a mail opened, and closing it. */
export function useOpenMail() {
  const [params] = useSearchParams();
  const change = useAddressChange();
  const navigate = useNavigate();
  const inPlace = use(MailPlaceOpen);
  if (inPlace !== undefined) {
    const query = Object.fromEntries(params);
    return {
      openId: inPlace,
      hrefOf: (id: number) => mailHref(id, query),
      close: () => void navigate(mailHref(undefined, query)),
    };
  }
  return {
    openId: openMailOf(params),
    hrefOf: (id: number) => `?${withParams(params, { mail: String(id) })}`,
    close: () => change({ mail: null }),
  };
}

/** A link that opens one mail in the reader, keeping the rest of the address. */
export function ReadMailLink({
  id,
  className,
  children,
  label,
}: {
  id: number;
  className?: string;
  children: ReactNode;
  /** The link's whole name, when its text alone would not tell the mails apart. */
  label?: string;
}) {
  const { hrefOf } = useOpenMail();
  return (
    <Link
      to={hrefOf(id)}
      aria-label={label}
      className={cn('text-primary underline-offset-4 hover:underline', className)}
    >
      {children}
    </Link>
  );
}

type Loaded =
  | { state: 'loading' }
  | { state: 'loaded'; reading: AdminMailReading }
  | { state: 'failed'; missing: boolean };

/** The open mail, read from the server; again every few seconds while it waits to be sent. */
function useMailReading(id: number, onSignedOut: () => void): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const waiting = loaded.state === 'loaded' && loaded.reading.mail.status === 'queued';
  // The latest handler, without reading the mail again each time the view around it renders.
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  }, [onSignedOut]);

  useEffect(() => {
    const controller = new AbortController();
    readMail(id, controller.signal).then(
      (reading) => setLoaded({ state: 'loaded', reading }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SignedOutError) return signedOut.current();
        const missing = error instanceof AdminRequestError && error.status === 404;
        setLoaded({ state: 'failed', missing });
      },
    );
    return () => controller.abort();
  }, [id, version]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setVersion((next) => next + 1), pollMs);
    return () => clearTimeout(timer);
  }, [waiting, loaded]);

  return [loaded, () => setVersion((next) => next + 1)];
}

/** Where the body shown comes from, in the words of the mail's state. */
function sourceNote(source: AdminMailBodySource, status: AdminMailStatus): string {
  if (source === 'as-sent') return 'As it was sent.';
  if (source === 'rendered-again') {
    return 'Sent before the site kept what it sent: shown as the site writes this mail today.';
  }
  return unsentNotes[status];
}

const unsentNotes: Record<AdminMailStatus, string> = {
  queued: 'Not sent yet: shown as it will be sent.',
  failed: 'Not sent: shown as it will be sent if retried.',
  limited: 'Not sent (the daily limit of confirmations): shown as it would have been sent.',
  'not-due': 'Not sent: when it was to go, her place was given up or the event was no longer on.',
  sent: 'Shown as the site writes this mail today.',
  // An erased mail has no body to show: the reader says why instead (server/mail/mail-listing.ts).
  erased: '',
};

/** From, to, reply-to, subject and when: the envelope as the recipient's mail program shows it. */
function Envelope({ reading }: { reading: AdminMailReading }) {
  const { mail, body, replyTo } = reading;
  const lines: [string, ReactNode][] = [
    ...(body.source === 'unrenderable' ? [] : [['From', body.from] as [string, string]]),
    ['To', mail.recipient],
    ...(replyTo ? [['Reply to', replyTo] as [string, string]] : []),
    ['Subject', mail.subject],
    ['Kind', mailKindLabel(mail.kind)],
    [
      'Queued',
      <time key="queued" dateTime={mail.createdAt}>
        {formatLondon(mail.createdAt)}
      </time>,
    ],
    ['Status', <MailStatusBadge key="status" status={mail.status} />],
    ...(mail.sentAt === null
      ? []
      : [
          [
            'Sent',
            <time key="sent" dateTime={new Date(mail.sentAt).toISOString()}>
              {formatLondon(mail.sentAt)}
            </time>,
          ] as [string, ReactNode],
        ]),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {lines.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Part = 'html' | 'text';
const partLabels: Record<Part, string> = { html: 'HTML', text: 'Plain text' };
const parts: readonly Part[] = ['html', 'text'];

/**
 * The two parts of the mail, one at a time. The HTML part is read in a frame with every
 * sandbox restriction and a policy of its own (docs/decisions/034-mail-the-organiser-can-read.md):
 * no script runs, nothing is fetched, and it cannot reach the admin.
 */
function MailParts({ id, body }: { id: number; body: Extract<AdminMailBody, { text: string }> }) {
  const baseId = useId();
  const [shown, setShown] = useState<Part>('html');

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = parts[(parts.indexOf(shown) + 1) % parts.length]!;
    setShown(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  }

  return (
    <div className="grid gap-2">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- its tabs take the focus. */}
      <div
        role="tablist"
        aria-label="Part of the mail"
        onKeyDown={onKeyDown}
        className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
      >
        {parts.map((part) => (
          <button
            key={part}
            id={`${baseId}-${part}-tab`}
            type="button"
            role="tab"
            aria-selected={shown === part}
            aria-controls={`${baseId}-${part}-panel`}
            tabIndex={shown === part ? 0 : -1}
            onClick={() => setShown(part)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              shown === part ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {partLabels[part]}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-html-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-html-tab`}
        hidden={shown !== 'html'}
      >
        <iframe
          src={mailHtmlAddress(id)}
          sandbox=""
          title="The mail as HTML"
          className="h-[28rem] max-h-[60dvh] w-full rounded-md border bg-white"
        />
      </div>
      {/* Focusable: a keyboard scrolls a long text. */}
      <div
        id={`${baseId}-text-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-text-tab`}
        hidden={shown !== 'text'}
        tabIndex={0}
        className="max-h-[60dvh] overflow-auto rounded-md border bg-muted/40 p-3 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <pre className="font-mono text-xs break-words whitespace-pre-wrap">{body.text}</pre>
      </div>
    </div>
  );
}

/** A mail held back without an attempt to send it: it counts in none of the mail's attempts. */
function isHeldBack(outcome: AdminMailAttempt['outcome']): outcome is HeldBackStatus {
  return (heldBackStatuses as readonly string[]).includes(outcome);
}

function Attempts({ reading }: { reading: AdminMailReading }) {
  const headingId = useId();
  const { attempts, mail } = reading;
  // Attempts made before each was kept: the outbox knows only how many, and the last one.
  const unkept = mail.attempts - attempts.filter((attempt) => !isHeldBack(attempt.outcome)).length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="text-base font-semibold">
        Attempts
      </h3>
      {attempts.length === 0 && unkept <= 0 ? (
        <p className="text-muted-foreground">Not tried yet.</p>
      ) : (
        <ol className="grid gap-2">
          {unkept > 0 ? (
            <li className="text-muted-foreground">
              {unkept === 1 ? 'One earlier attempt' : `${unkept} earlier attempts`}, kept only as a
              count
              {mail.lastError && attempts.length === 0 ? `; the last error: ${mail.lastError}` : ''}
              .
            </li>
          ) : null}
          {attempts.map((attempt, index) => (
            <AttemptItem key={`${attempt.at}-${index}`} attempt={attempt} />
          ))}
        </ol>
      )}
    </section>
  );
}

function AttemptItem({ attempt }: { attempt: AdminMailAttempt }) {
  return (
    <li className="grid gap-0.5 rounded-md border p-2">
      <p className="flex flex-wrap gap-x-2">
        <time dateTime={new Date(attempt.at).toISOString()} className="tabular-nums">
          {formatLondon(attempt.at)}
        </time>
        <span
          className={cn(
            'font-medium',
            attempt.outcome === 'error' && 'text-destructive',
            isHeldBack(attempt.outcome) && 'text-muted-foreground',
          )}
        >
          {attemptOutcomeLabels[attempt.outcome]}
        </span>
      </p>
      {attempt.error ? (
        <p className="break-words whitespace-pre-wrap text-muted-foreground">{attempt.error}</p>
      ) : null}
    </li>
  );
}

function Attachments({ body }: { body: Extract<AdminMailBody, { text: string }> }) {
  const headingId = useId();
  if (body.attachments.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="text-base font-semibold">
        Attachments
      </h3>
      <ul className="grid gap-1">
        {body.attachments.map((attachment) => (
          <li key={attachment.filename} className="break-words">
            <span className="font-medium">{attachment.filename}</span>{' '}
            <span className="text-muted-foreground">
              ({attachment.contentType.split(';')[0]}, {byteSize(attachment.bytes)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReaderContent({ id, onSignedOut }: { id: number; onSignedOut: () => void }) {
  const [loaded, reload] = useMailReading(id, onSignedOut);

  if (loaded.state !== 'loaded') {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Mail #{id}</DialogTitle>
          <DialogDescription>
            {loaded.state === 'loading'
              ? 'Loading the mail...'
              : 'The mail as its recipient reads it.'}
          </DialogDescription>
        </DialogHeader>
        {loaded.state === 'failed' ? (
          <p role="alert">
            {loaded.missing
              ? 'There is no such mail.'
              : 'The mail could not be loaded. Please try again.'}
          </p>
        ) : null}
      </>
    );
  }

  const { reading } = loaded;
  const { mail, body } = reading;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="leading-snug break-words">{mail.subject}</DialogTitle>
        <DialogDescription>
          {mailKindLabel(mail.kind)}, as its recipient reads it.
        </DialogDescription>
      </DialogHeader>
      <Envelope reading={reading} />
      {mail.status === 'failed' ? (
        <div>
          <RetryMailButton mail={mail} onRetried={reload} onSignedOut={onSignedOut} />
        </div>
      ) : null}
      {body.source === 'unrenderable' ? (
        <p role="alert" className="rounded-md border border-destructive/60 p-3 text-sm">
          This mail cannot be shown: {body.reason}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{sourceNote(body.source, mail.status)}</p>
          <MailParts id={id} body={body} />
          <Attachments body={body} />
        </>
      )}
      <Attempts reading={reading} />
    </>
  );
}

/**
 * The mail the address names, in a dialog, as its recipient reads it: its envelope, its HTML and
 * plain-text parts, its attachments, and every attempt to send it
 * (docs/product/screens.md#mail-view). Closing it removes `mail` from the address.
 */
export function MailReader({ onSignedOut }: { onSignedOut: () => void }) {
  const { openId, close } = useOpenMail();
  return (
    <Dialog
      open={openId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent width="reading">
        {openId !== null ? (
          <ReaderContent key={openId} id={openId} onSignedOut={onSignedOut} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
