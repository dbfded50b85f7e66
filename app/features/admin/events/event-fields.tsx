import { createContext, useContext, type ReactNode } from 'react';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { cn } from '#app/lib/cn.ts';
import { getAt, setAt, type DocumentPath } from './document-edits.ts';
import { errorId, fieldId } from './field-errors.ts';

/**
 * The document being edited, its errors by path (schemas/events/event-document.ts) and the way to
 * change it. Every field below reads and writes its own path, so an error the server answers at
 * that path shows beside it (field-errors.ts). `scope` keeps the ids of a dialog's fields apart
 * from the editor's.
 */
export type DocumentForm = {
  scope: string;
  document: unknown;
  errors: EventDocumentErrors;
  edit: (change: (document: unknown) => unknown) => void;
};

const DocumentFormContext = createContext<DocumentForm | null>(null);

export function DocumentFormProvider({
  form,
  children,
}: {
  form: DocumentForm;
  children: ReactNode;
}) {
  return <DocumentFormContext.Provider value={form}>{children}</DocumentFormContext.Provider>;
}

export function useDocumentForm(): DocumentForm {
  const form = useContext(DocumentFormContext);
  if (!form) throw new Error('Fields must be inside <DocumentFormProvider>');
  return form;
}

/** The value at `path`, and a setter for it. */
export function useField(path: DocumentPath) {
  const form = useDocumentForm();
  const error = form.errors[path];
  const id = fieldId(form.scope, path);
  return {
    id,
    value: getAt(form.document, path),
    set: (value: unknown) => form.edit((document) => setAt(document, path, value)),
    error,
    /** The control's wiring to its hint and error. */
    control: (hintId?: string, required = false) => ({
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': required ? true : undefined,
      'aria-describedby':
        [hintId, error ? errorId(form.scope, path) : undefined].filter(Boolean).join(' ') ||
        undefined,
    }),
    errorId: errorId(form.scope, path),
  };
}

/** An error the server gave at `path` (a list's, say), where no control of its own shows it. */
export function PathError({ path }: { path: DocumentPath }) {
  const { id, error, errorId: messageId } = useField(path);
  if (!error) return null;
  return (
    <p id={messageId} data-error-for={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/**
 * The mark of a field the event cannot do without (the editor says what it means above its
 * fields); screen readers hear `aria-required` on the control instead. An optional field says
 * nothing: left empty, its words follow the event.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="font-normal text-destructive">
      *
    </span>
  );
}

/** A label, a control, its hint and its error, wired together. */
export function Field({
  path,
  label,
  hint,
  optional = false,
  className,
  children,
}: {
  path: DocumentPath;
  label: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (control: ReturnType<ReturnType<typeof useField>['control']>) => ReactNode;
}) {
  const field = useField(path);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <span className="flex items-baseline gap-1">
        <Label htmlFor={field.id}>{label}</Label>
        {optional ? null : <RequiredMark />}
      </span>
      {children(field.control(hintId, !optional))}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={field.errorId} className="text-sm font-medium text-destructive">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Text at `path`. An optional one left empty is taken out of the document (the schema wants it
 * absent); a required one stays empty, and the server says `Required.` beside it.
 */
export function TextField({
  path,
  label,
  hint,
  optional = false,
  multiline = false,
  type = 'text',
  placeholder,
  className,
}: {
  path: DocumentPath;
  label: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url' | 'date' | 'time' | 'month';
  /** What an empty field stands for: the words that follow the event (followed-words.ts). */
  placeholder?: string;
  className?: string;
}) {
  const { value, set } = useField(path);
  const text = typeof value === 'string' ? value : '';
  const onChange = (next: string) => set(optional && next === '' ? undefined : next);
  return (
    <Field path={path} label={label} hint={hint} optional={optional} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            rows={3}
            value={text}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            type={type}
            value={text}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A whole number at `path`; left empty, nothing (the server says what it needs). */
export function NumberField({
  path,
  label,
  hint,
  optional = false,
}: {
  path: DocumentPath;
  label: string;
  hint?: string;
  optional?: boolean;
}) {
  const { value, set } = useField(path);
  return (
    <Field path={path} label={label} hint={hint} optional={optional}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-32"
          value={typeof value === 'number' ? value : ''}
          onChange={(event) =>
            set(event.target.value === '' ? undefined : Number(event.target.value))
          }
        />
      )}
    </Field>
  );
}

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm aria-invalid:border-destructive dark:bg-input/30';

/** One of `options` (`[value, words]`) at `path`. */
export function SelectField({
  path,
  label,
  hint,
  options,
  onChoose,
}: {
  path: DocumentPath;
  label: string;
  hint?: string;
  options: readonly (readonly [string, string])[];
  /** Instead of writing the value at `path`: a choice that changes more than it. */
  onChoose?: (value: string) => void;
}) {
  const { value, set } = useField(path);
  return (
    <Field path={path} label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => (onChoose ?? set)(event.target.value)}
          className={selectClass}
        >
          {options.map(([option, words]) => (
            <option key={option} value={option}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A yes or no at `path`, or (with `onToggle`) whether a part of the document is there at all. */
export function CheckField({
  path,
  label,
  hint,
  checked,
  onToggle,
}: {
  path: DocumentPath;
  label: string;
  hint?: string;
  checked?: boolean;
  onToggle?: (on: boolean) => void;
}) {
  const field = useField(path);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          {...field.control(hintId)}
          type="checkbox"
          checked={checked ?? field.value === true}
          onChange={(event) => (onToggle ?? field.set)(event.target.checked)}
          className="peer mt-0.5 size-4 shrink-0 accent-primary"
        />
        <Label htmlFor={field.id} variant="checkbox">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-7 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={field.errorId} className="pl-7 text-sm font-medium text-destructive">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of fields (`Basics`, `When`...), its own landmark in the editor. */
export function FieldGroup({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
