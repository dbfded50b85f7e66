import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { getAt, type DocumentPath } from './document-edits.ts';
import { Field, selectClass, TextField, useDocumentForm, useField } from './event-fields.tsx';
import { ListEditor } from './list-editor.tsx';
import {
  durationOf,
  minutesOf,
  newItems,
  newSection,
  sectionKinds,
  type EventSection,
  type SectionKind,
} from './section-templates.ts';

/** The most bands a page has (schemas/events/event-document.ts). */
const maxSections = 12;

/** What an item is called on its buttons: its text, title or name. */
function titleOf(item: unknown): string {
  if (typeof item === 'string') return item;
  const { title, name } = (item ?? {}) as { title?: unknown; name?: unknown };
  if (typeof title === 'string') return title;
  return typeof name === 'string' ? name : '';
}

const kindWords = Object.fromEntries(sectionKinds) as Record<SectionKind, string>;

/** An agenda block's length, typed in minutes, stored as `30 min`. */
function DurationField({ path }: { path: DocumentPath }) {
  const { value, set } = useField(path);
  return (
    <Field path={path} label="Duration (minutes)">
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          className="w-32"
          value={minutesOf(value)}
          onChange={(event) => set(durationOf(event.target.value))}
        />
      )}
    </Field>
  );
}

/** A field of a list's item: words, minutes, or a list of paragraphs of its own. */
type ItemField =
  | {
      kind: 'text';
      key?: string;
      label: string;
      optional?: boolean;
      multiline?: boolean;
      hint?: string;
      wide?: boolean;
      type?: 'url';
    }
  | { kind: 'minutes'; key: string }
  | { kind: 'paragraphs'; key: string; label: string };

/**
 * What each kind of section lists, and the fields of one item (schemas/events/event-document.ts):
 * the editor draws every kind from this table.
 */
const sectionLists: Record<
  SectionKind,
  { key: string; noun: string; newItem: () => unknown; fields: ItemField[] }
> = {
  agenda: {
    key: 'items',
    noun: 'block',
    newItem: newItems.agenda,
    fields: [
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'minutes', key: 'duration' },
      {
        kind: 'text',
        key: 'description',
        label: 'Description',
        optional: true,
        multiline: true,
        wide: true,
      },
    ],
  },
  timeline: {
    key: 'items',
    noun: 'moment',
    newItem: newItems.timeline,
    fields: [
      { kind: 'text', key: 'time', label: 'Time', hint: 'Like 6:30 PM.' },
      { kind: 'text', key: 'title', label: 'Title' },
      {
        kind: 'text',
        key: 'description',
        label: 'Description',
        optional: true,
        multiline: true,
        wide: true,
      },
    ],
  },
  programme: {
    key: 'items',
    noun: 'topic',
    newItem: newItems.programme,
    fields: [
      { kind: 'text', key: 'title', label: 'Title', wide: true },
      { kind: 'text', key: 'description', label: 'Description', multiline: true, wide: true },
    ],
  },
  checklist: {
    key: 'items',
    noun: 'item',
    newItem: newItems.checklist,
    fields: [{ kind: 'text', label: 'Text', wide: true }],
  },
  thanks: {
    key: 'paragraphs',
    noun: 'paragraph',
    newItem: newItems.paragraph,
    fields: [{ kind: 'text', label: 'Text', multiline: true, wide: true }],
  },
  people: {
    key: 'people',
    noun: 'person',
    newItem: newItems.person,
    fields: [
      { kind: 'text', key: 'name', label: 'Name' },
      { kind: 'text', key: 'role', label: 'Role' },
      {
        kind: 'text',
        key: 'id',
        label: 'Id',
        hint: 'Lowercase letters, digits and hyphens: ada-lovelace.',
      },
      {
        kind: 'text',
        key: 'image',
        label: 'Image path',
        optional: true,
        hint: 'Like /images/people/ada.webp.',
      },
      {
        kind: 'text',
        key: 'linkedinUrl',
        label: 'LinkedIn',
        optional: true,
        wide: true,
        type: 'url',
      },
      { kind: 'paragraphs', key: 'bio', label: 'Bio' },
    ],
  },
};

/** One field of an item at `item` (the item itself when the field has no key: a paragraph). */
function ItemFieldControl({ item, field }: { item: DocumentPath; field: ItemField }) {
  const path = field.key === undefined ? item : `${item}.${field.key}`;
  switch (field.kind) {
    case 'minutes':
      return <DurationField path={path} />;
    case 'paragraphs':
      return (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{field.label}</legend>
          <ListEditor
            path={path}
            noun="bio paragraph"
            nameOf={titleOf}
            newItem={newItems.paragraph}
          >
            {(paragraph) => <TextField path={paragraph} label="Text" multiline />}
          </ListEditor>
        </fieldset>
      );
    case 'text':
      return (
        <TextField
          path={path}
          label={field.label}
          hint={field.hint}
          optional={field.optional}
          multiline={field.multiline}
          type={field.type}
          className={field.wide ? 'sm:col-span-2' : undefined}
        />
      );
  }
}

/** The items of one section, by its kind. */
function SectionItems({ path, kind }: { path: DocumentPath; kind: SectionKind }) {
  const list = sectionLists[kind];
  return (
    <ListEditor
      path={`${path}.${list.key}`}
      noun={list.noun}
      nameOf={titleOf}
      newItem={list.newItem}
    >
      {(item) => (
        <div className="grid gap-3 sm:grid-cols-2">
          {list.fields.map((field) => (
            <ItemFieldControl key={field.key ?? field.kind} item={item} field={field} />
          ))}
        </div>
      )}
    </ListEditor>
  );
}

/** `Add section` with the kind to add beside it. */
function AddSection({ onAdd, full }: { onAdd: (kind: SectionKind) => void; full: boolean }) {
  const { scope } = useDocumentForm();
  const [kind, setKind] = useState<SectionKind>('agenda');
  const id = `${scope}-new-section-kind`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-2">
        <Label htmlFor={id}>Kind of section</Label>
        <select
          id={id}
          value={kind}
          onChange={(event) => setKind(event.target.value as SectionKind)}
          className={selectClass}
        >
          {sectionKinds.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" variant="outline" data-add disabled={full} onClick={() => onAdd(kind)}>
        <PlusIcon aria-hidden="true" />
        Add section
      </Button>
    </div>
  );
}

/**
 * The page's bands below the hero, in order (docs/product/screens.md#the-event-editor): add one
 * of a kind, remove, move; inside each, its blocks, moments, topics, items, paragraphs or people.
 */
export function SectionEditor() {
  const form = useDocumentForm();
  const sections = (getAt(form.document, 'sections') ?? []) as EventSection[];
  return (
    <ListEditor
      path="sections"
      noun="section"
      nameOf={titleOf}
      max={maxSections}
      adder={(add, full) => (
        <AddSection
          full={full}
          onAdd={(kind) => add(newSection(kind, new Set(sections.map((section) => section.id))))}
        />
      )}
    >
      {(path, index) => {
        const kind = sections[index]?.kind ?? 'agenda';
        return (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{kindWords[kind]}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField path={`${path}.title`} label="Section title" />
              <TextField
                path={`${path}.id`}
                label="Section id"
                hint="Lowercase letters, digits and hyphens; unique on the page."
              />
              {kind !== 'thanks' && kind !== 'people' ? (
                <TextField
                  path={`${path}.lead`}
                  label="Lead"
                  optional
                  multiline
                  className="sm:col-span-2"
                />
              ) : null}
            </div>
            <SectionItems path={path} kind={kind} />
          </div>
        );
      }}
    </ListEditor>
  );
}
