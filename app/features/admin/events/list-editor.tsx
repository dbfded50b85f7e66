import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { addItem, getAt, moveItem, removeItem, type DocumentPath } from './document-edits.ts';
import { PathError, useDocumentForm } from './event-fields.tsx';
import { fieldId } from './field-errors.ts';

type Action = 'up' | 'down' | 'remove';

/** `Keynote` (a paragraph's first words), or `Block 2` while it has no name yet. */
function itemName(name: string, noun: string, index: number): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
  return trimmed.length > 40 ? `${trimmed.slice(0, 39).trimEnd()}…` : trimmed;
}

/**
 * A list of the document (sections, agenda blocks, people, paragraphs...) with each item's
 * fields and its own buttons, named for it (`Move 'Keynote' up`, `Remove 'Keynote'`), and
 * `Add <noun>` under them (docs/product/screens.md#the-event-editor). Focus stays with what was
 * moved, or goes to what was added.
 */
export function ListEditor({
  path,
  noun,
  nameOf,
  newItem,
  max,
  adder,
  children,
}: {
  path: DocumentPath;
  /** One item, in lower case: `block`, `section`, `person`. */
  noun: string;
  nameOf: (item: unknown) => string;
  /** What `Add <noun>` adds. */
  newItem?: () => unknown;
  max?: number;
  /** In place of `Add <noun>`: a way to add that asks something first (a section's kind). */
  adder?: (add: (item: unknown) => void, full: boolean) => ReactNode;
  children: (itemPath: DocumentPath, index: number) => ReactNode;
}) {
  const form = useDocumentForm();
  const boxId = fieldId(form.scope, path);
  const value = getAt(form.document, path);
  const items = Array.isArray(value) ? (value as unknown[]) : [];

  /** After React has drawn the change: focus the control that `find` names. */
  function focusLater(find: (box: HTMLDivElement) => HTMLElement | null) {
    requestAnimationFrame(() => {
      const box = document.getElementById(boxId);
      if (box instanceof HTMLDivElement) find(box)?.focus();
    });
  }

  function act(action: Action, index: number) {
    if (action === 'remove') {
      form.edit((document) => removeItem(document, path, index));
      focusLater((box) => box.querySelector<HTMLElement>(':scope > [data-add]'));
      return;
    }
    const by = action === 'up' ? -1 : 1;
    form.edit((document) => moveItem(document, path, index, by));
    const to = index + by;
    // At an end its own button is disabled: the other one takes the focus.
    const atEnd = action === 'up' ? to === 0 : to === items.length - 1;
    const keep: Action = atEnd ? (action === 'up' ? 'down' : 'up') : action;
    focusLater((box) =>
      box.querySelector<HTMLElement>(
        `:scope > ol > [data-item="${to}"] > div > [data-action="${keep}"]`,
      ),
    );
  }

  function add(item: unknown) {
    form.edit((document) => addItem(document, path, item));
    focusLater((box) =>
      box.querySelector<HTMLElement>(
        `:scope > ol > [data-item="${items.length}"] :is(input, textarea, select)`,
      ),
    );
  }

  const full = max !== undefined && items.length >= max;
  return (
    <div id={boxId} tabIndex={-1} className="grid gap-3 outline-none">
      <PathError path={path} />
      {items.length > 0 ? (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const name = itemName(nameOf(item), noun, index);
            return (
              <li
                key={index}
                data-item={index}
                id={fieldId(form.scope, `${path}.${index}`)}
                tabIndex={-1}
                className="grid gap-3 rounded-lg border bg-background p-3 outline-none sm:p-4"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p className="mr-auto text-sm font-semibold break-words">
                    <span className="text-muted-foreground">
                      {noun.charAt(0).toUpperCase()}
                      {noun.slice(1)} {index + 1}:{' '}
                    </span>
                    {name}
                  </p>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    data-action="up"
                    disabled={index === 0}
                    aria-label={`Move '${name}' up`}
                    onClick={() => act('up', index)}
                  >
                    <ArrowUpIcon aria-hidden="true" />
                    Up
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    data-action="down"
                    disabled={index === items.length - 1}
                    aria-label={`Move '${name}' down`}
                    onClick={() => act('down', index)}
                  >
                    <ArrowDownIcon aria-hidden="true" />
                    Down
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    data-action="remove"
                    aria-label={`Remove '${name}'`}
                    onClick={() => act('remove', index)}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                {children(`${path}.${index}`, index)}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">None yet.</p>
      )}
      {adder ? (
        adder(add, full)
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-add
          className="justify-self-start"
          disabled={full}
          onClick={() => add(newItem?.())}
        >
          <PlusIcon aria-hidden="true" />
          Add {noun}
        </Button>
      )}
    </div>
  );
}
