import type { ComponentProps } from 'react';
import type { FormField as FieldDefinition } from '#schemas/submissions/form-fields.ts';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { cn } from '#app/lib/cn.ts';

// A LinkedIn address is a URL to the browser: its own check (and a phone's keyboard) apply.
const inputTypes = { text: 'text', email: 'email', linkedin: 'url' } as const;

/** One labelled field; its hint and error are wired to it with aria-describedby. */
export function FormField({
  formId,
  name,
  field,
  error,
  defaultValue,
}: {
  formId: string;
  name: string;
  field: FieldDefinition;
  error?: string;
  /** What was typed, when the server gives the form back (a checkbox: ticked when true). */
  defaultValue?: unknown;
}) {
  const id = `${formId}-${name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const text = typeof defaultValue === 'string' ? defaultValue : undefined;
  const common = {
    id,
    name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  if (field.kind === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            defaultChecked={defaultValue === true}
            className="peer mt-0.5 size-4 shrink-0 accent-primary"
          />
          <Label htmlFor={id} variant="checkbox">
            {field.label}
          </Label>
        </div>
        <FieldMessages hintId={hintId} hint={field.hint} errorId={errorId} error={error} />
      </div>
    );
  }

  return (
    <div className={cn('grid gap-2', field.kind === 'textarea' && 'sm:col-span-2')}>
      <Label htmlFor={id}>
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {field.kind === 'textarea' ? (
        <Textarea
          {...common}
          rows={4}
          defaultValue={text}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
        />
      ) : (
        <Input
          {...common}
          type={inputTypes[field.kind]}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
          defaultValue={text}
        />
      )}
      <FieldMessages hintId={hintId} hint={field.hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A field's error under it. */
export function FieldError(props: ComponentProps<'p'>) {
  return <p className="text-sm font-medium text-destructive" {...props} />;
}

function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId?: string;
  hint?: string;
  errorId?: string;
  error?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </>
  );
}
