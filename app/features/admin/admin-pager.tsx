import { Button } from '#app/components/ui/button.tsx';

export const pageSize = 100;

/** `Showing 1–100 of 2,345 registrations`, and Previous / Next when more than a page matches. */
export function AdminPager({
  offset,
  shown,
  matching,
  noun,
  busy,
  onOffset,
}: {
  offset: number;
  /** Items on this page. */
  shown: number;
  matching: number;
  noun: string;
  /** A newer page is on its way: the buttons wait for it. */
  busy: boolean;
  onOffset: (offset: number) => void;
}) {
  const number = (value: number) => value.toLocaleString('en-GB');
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 text-sm text-muted-foreground">
      <p role="status">
        {shown === 0
          ? `0 of ${number(matching)} ${noun}`
          : `Showing ${number(offset + 1)}–${number(offset + shown)} of ${number(matching)} ${noun}`}
      </p>
      {matching > pageSize ? (
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={offset === 0 || busy}
            onClick={() => onOffset(Math.max(0, offset - pageSize))}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            disabled={offset + pageSize >= matching || busy}
            onClick={() => onOffset(offset + pageSize)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}
