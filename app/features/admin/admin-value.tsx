import type { AdminColumn } from '#schemas/admin-views.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { httpUrl } from '#app/lib/http-url.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

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
        <a href={`mailto:${text}`} className="text-primary hover:underline">
          {text}
        </a>
      );
    case 'url': {
      const href = httpUrl(text);
      return href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-primary hover:underline"
        >
          {text}
        </a>
      ) : (
        <span className="break-all">{text}</span>
      );
    }
    case 'yes-no':
      return value ? <Badge>Yes</Badge> : <Badge variant="secondary">No</Badge>;
    case 'date':
      return <time dateTime={text}>{dateFormat.format(new Date(text))}</time>;
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
