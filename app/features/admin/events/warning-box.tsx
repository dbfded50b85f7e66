import { TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A warning for the organiser to read, not a refusal: what is wrong in one sentence (`lead`) and
 * the list of where (`children`), in a region named by `label`.
 */
export function WarningBox({
  label,
  lead,
  children,
}: {
  label: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="flex gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p>
          <span className="sr-only">Warning: </span>
          {lead}
        </p>
        <ul className="list-disc pl-5">{children}</ul>
      </div>
    </section>
  );
}
