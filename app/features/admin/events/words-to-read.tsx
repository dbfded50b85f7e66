import { useMemo } from 'react';
import { strayDatesOf } from '#schemas/events/date-words.ts';
import type { EventDocument } from '#schemas/events/event-document.ts';
import { formVerbs, strayVerbsOf, verbNames } from '#schemas/events/form-verbs.ts';
import { pathWords } from './change-words.ts';
import { WarningBox } from './warning-box.tsx';

/**
 * Warnings above the editor's form for words the organiser should read before she publishes:
 * not refusals, since she may mean them.
 */

type Stray = { path: string; phrase: string };

function StrayList({ stray }: { stray: readonly Stray[] }) {
  return stray.map(({ path, phrase }) => (
    <li key={`${path} ${phrase}`}>
      {pathWords(`document.${path}`)}: “{phrase}”
    </li>
  ));
}

/**
 * The words that name another day than the event's (docs/product/rules.md#dates-said-once):
 * a date is said by the schedule; free text that restates one is flagged for her to read.
 */
export function StrayDates({ document }: { document: unknown }) {
  const stray = useMemo(() => strayDatesOf(document), [document]);
  if (stray.length === 0) return null;
  return (
    <WarningBox
      label="Dates to read"
      lead="These words name another day than the event’s. Read them before you publish:"
    >
      <StrayList stray={stray} />
    </WarningBox>
  );
}

/** The action words that say another verb than the form's (schemas/events/form-verbs.ts). */
function strayVerbsOfDraft(document: unknown): { verb: string; stray: Stray[] } {
  try {
    const event = document as EventDocument;
    return { verb: verbNames[formVerbs[event.form.kind]], stray: strayVerbsOf(event) };
  } catch {
    // A document without its form's words yet: the server says what is missing on save.
    return { verb: '', stray: [] };
  }
}

/**
 * One verb per event (docs/product/rules.md#words-that-keep-their-promise): the form's kind
 * decides, and a button or notice that says another is flagged.
 */
export function StrayVerbs({ document }: { document: unknown }) {
  const { verb, stray } = useMemo(() => strayVerbsOfDraft(document), [document]);
  if (stray.length === 0) return null;
  return (
    <WarningBox
      label="Verbs to read"
      lead={`This event’s form says ${verb}; these words say another verb. Read them before you publish:`}
    >
      <StrayList stray={stray} />
    </WarningBox>
  );
}
