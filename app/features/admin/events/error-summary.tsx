import type { Ref } from 'react';
import type { EventDocumentErrors } from '#schemas/event-document.ts';
import { pathWords } from './change-words.ts';
import { errorList, errorTarget, fieldId } from './field-errors.ts';

/**
 * What stopped a save, at the top of the editor: each error with its field's words, a link that
 * takes the focus to the field (or to the list around it). Focus comes here after a refused save.
 */
export function ErrorSummary({
  ref,
  scope,
  errors,
  message,
}: {
  ref: Ref<HTMLDivElement>;
  scope: string;
  errors: EventDocumentErrors;
  message: string;
}) {
  const list = errorList(errors);
  if (list.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${scope}-errors-title`}
      className="grid gap-2 rounded-xl border border-destructive bg-card p-4 text-card-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-destructive/40"
    >
      <h2 id={`${scope}-errors-title`} className="text-base font-semibold text-destructive">
        {message} {list.length === 1 ? '1 problem' : `${list.length} problems`} to fix:
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {list.map(({ path, message: error }) => (
          <li key={path}>
            <a
              href={`#${fieldId(scope, path)}`}
              className="text-primary underline underline-offset-4"
              onClick={(event) => {
                event.preventDefault();
                const id = errorTarget(scope, path, (candidate) =>
                  Boolean(document.getElementById(candidate)),
                );
                const target = id ? document.getElementById(id) : null;
                target?.scrollIntoView({ block: 'center' });
                target?.focus();
              }}
            >
              {pathWords(`document.${path}`)}
            </a>
            : {error}
          </li>
        ))}
      </ul>
    </div>
  );
}
