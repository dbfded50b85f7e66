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

/** The most bands a page has (schemas/event-document.ts). */
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

function Paragraphs({ path, noun }: { path: DocumentPath; noun: string }) {
  return (
    <ListEditor path={path} noun={noun} nameOf={titleOf} newItem={newItems.paragraph}>
      {(itemPath) => <TextField path={itemPath} label="Text" multiline />}
    </ListEditor>
  );
}

/** The items of one section, by its kind. */
function SectionItems({ path, kind }: { path: DocumentPath; kind: SectionKind }) {
  switch (kind) {
    case 'agenda':
      return (
        <ListEditor path={`${path}.items`} noun="block" nameOf={titleOf} newItem={newItems.agenda}>
          {(item) => (
            <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
              <TextField path={`${item}.title`} label="Title" />
              <DurationField path={`${item}.duration`} />
              <TextField
                path={`${item}.description`}
                label="Description"
                optional
                multiline
                className="sm:col-span-2"
              />
            </div>
          )}
        </ListEditor>
      );
    case 'timeline':
      return (
        <ListEditor
          path={`${path}.items`}
          noun="moment"
          nameOf={titleOf}
          newItem={newItems.timeline}
        >
          {(item) => (
            <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
              <TextField path={`${item}.time`} label="Time" hint="Like 6:30 PM." />
              <TextField path={`${item}.title`} label="Title" />
              <TextField
                path={`${item}.description`}
                label="Description"
                optional
                multiline
                className="sm:col-span-2"
              />
            </div>
          )}
        </ListEditor>
      );
    case 'programme':
      return (
        <ListEditor
          path={`${path}.items`}
          noun="topic"
          nameOf={titleOf}
          newItem={newItems.programme}
        >
          {(item) => (
            <div className="grid gap-3">
              <TextField path={`${item}.title`} label="Title" />
              <TextField path={`${item}.description`} label="Description" multiline />
            </div>
          )}
        </ListEditor>
      );
    case 'checklist':
      return (
        <ListEditor
          path={`${path}.items`}
          noun="item"
          nameOf={titleOf}
          newItem={newItems.checklist}
        >
          {(item) => <TextField path={item} label="Text" />}
        </ListEditor>
      );
    case 'thanks':
      return <Paragraphs path={`${path}.paragraphs`} noun="paragraph" />;
    case 'people':
      return (
        <ListEditor
          path={`${path}.people`}
          noun="person"
          nameOf={titleOf}
          newItem={newItems.person}
        >
          {(person) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField path={`${person}.name`} label="Name" />
              <TextField path={`${person}.role`} label="Role" />
              <TextField
                path={`${person}.id`}
                label="Id"
                hint="Lowercase letters, digits and hyphens: ada-lovelace."
              />
              <TextField
                path={`${person}.image`}
                label="Image path"
                optional
                hint="Like /images/people/ada.webp."
              />
              <TextField
                path={`${person}.linkedinUrl`}
                label="LinkedIn"
                type="url"
                optional
                className="sm:col-span-2"
              />
              <fieldset className="grid gap-2 sm:col-span-2">
                <legend className="mb-2 text-sm font-medium">Bio</legend>
                <Paragraphs path={`${person}.bio`} noun="bio paragraph" />
              </fieldset>
            </div>
          )}
        </ListEditor>
      );
  }
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
