import type { Ref } from 'react';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import { pathWords } from './change-words.ts';
import { errorList, errorTarget, fieldId } from './field-errors.ts';

/**
 * A field as the organiser sees it: the words of its label on the screen (`Meta title`), read
 * once the field is drawn; the path in words (change-words.ts) for an error with no label of its
 * own (a list, say).
 */
function FieldName({ scope, path }: { scope: string; path: string }) {
  // NOTE: read from the page while rendering: the admin renders in the browser only (its route
  // has a client loader and a fallback), and the summary shows after the fields are drawn.
  const shown =
    typeof document === 'undefined'
      ? undefined
      : document
          .querySelector(`label[for="${CSS.escape(fieldId(scope, path))}"]`)
          ?.textContent?.trim();
  if (!shown) return <>{pathWords(`document.${path}`)}</>;
  // A field of a list's item says which item: `Section 2 › item 4 › Duration (minutes)`.
  const parent = path.split('.').slice(0, -1);
  return (
    <>
      {parent.some((key) => /^\d+$/.test(key))
        ? `${pathWords(`document.${parent.join('.')}`)} › ${shown}`
        : shown}
    </>
  );
}

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
              <FieldName scope={scope} path={path} />
            </a>
            : {error}
          </li>
        ))}
      </ul>
    </div>
  );
}
