import { useId } from 'react';
import type { AdminColumn } from '#schemas/applications/admin-views.ts';
import { statusLabel } from '#schemas/applications/review-statuses.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { httpLink, type HttpLink } from '#app/lib/http-url.ts';

/** As in London, whatever the browser's own zone: as the Mail view and the CSV export read them. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/**
 * One stored value as the admin shows it. Everything is rendered as text by React; only an email
 * (as mailto:) and an http(s) URL become links, never any other scheme.
 * `whole`: long texts in full (a row's details) rather than clamped to two lines (the table).
 */
export function AdminValue({
  column,
  value,
  whole = false,
}: {
  column: AdminColumn;
  value: unknown;
  whole?: boolean;
}) {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted-foreground">—</span>;
  }
  const text = String(value);
  switch (column.kind) {
    case 'email':
      return (
        // A long address wraps, so the table keeps every column in view at 1280 px.
        <a
          href={`mailto:${text}`}
          className="inline-block min-w-40 wrap-anywhere text-primary hover:underline"
        >
          {text}
        </a>
      );
    case 'url': {
      const link = httpLink(text);
      return link ? (
        <LinkValue text={text} link={link} />
      ) : (
        <bdi dir="ltr" className="break-all">
          {text}
        </bdi>
      );
    }
    case 'yes-no':
      return value ? <Badge>Yes</Badge> : <Badge variant="secondary">No</Badge>;
    case 'date':
      return <time dateTime={text}>{dateFormat.format(new Date(text))}</time>;
    case 'status':
      return <Badge variant="secondary">{statusLabel(text)}</Badge>;
    case 'long-text':
      return whole ? (
        <span className="whitespace-pre-wrap">{text}</span>
      ) : (
        <span className="line-clamp-2 max-w-xs" title={text}>
          {text}
        </span>
      );
    default:
      return <>{text}</>;
  }
}

/**
 * A stored address as a link, with the host it opens beneath it: the text is the visitor's and
 * may say one host while going to another (`https://www.linkedin.com@evil.example/`, a
 * right-to-left override). NOTE: `<bdi dir="ltr">` keeps any bidi character of the text inside
 * the text, and the host, computed by the URL parser, is its own line.
 */
function LinkValue({ text, link }: { text: string; link: HttpLink }) {
  const hostId = useId();
  return (
    <span className="grid justify-items-start gap-0.5">
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        aria-describedby={hostId}
        className="break-all text-primary hover:underline"
      >
        <bdi dir="ltr">{text}</bdi>
      </a>
      <span id={hostId} className="text-xs text-muted-foreground">
        Links to{' '}
        <bdi dir="ltr" className="font-medium break-all text-foreground">
          {link.host}
        </bdi>
      </span>
    </span>
  );
}
