import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import { acknowledgementTexts } from '#content/form-notices.ts';
import type { FormField } from '#schemas/submissions/form-fields.ts';
import { formMarkup, type FormOutcomeKind } from '#schemas/forms/form-markup.ts';
import { asksForConsent, privacyFields } from '#schemas/privacy/privacy-consent.ts';
import {
  submissionForms,
  type FieldErrors,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import {
  attribute,
  copyOf,
  find,
  removeAttribute,
  replace,
  setAttribute,
  setText,
  withoutScripts,
  type Element,
  type ParentNode,
} from './html-tree.ts';

/**
 * A page with a form's outcome in the form's place, for a form sent without scripts
 * (docs/product/rules.md#forms-without-scripts): the prerendered page, its form found by the
 * markup of schemas/forms/form-markup.ts, and the answer taken from the form's own hidden block,
 * which the app's components rendered at build. The page goes back without its scripts: it would
 * otherwise hydrate over what the server wrote into it.
 */
export type FormOutcome =
  /** Stored (or stored before under the same key); the confirmation goes to this address. */
  | { kind: 'received'; confirmationTo: string | undefined }
  /** The same person's application to the same event is in already. */
  | { kind: 'already-in' }
  /** Not stored: the form again, with what was typed, each field's error and a message. */
  | {
      kind: 'not-accepted';
      values: Record<string, unknown>;
      fieldErrors: FieldErrors;
      message: string;
    };

/** The page's form for `table` whose hidden values are `context`'s. */
function formOf(page: ParentNode, table: SubmissionTable, context: Record<string, unknown>) {
  return find(page, (element) => {
    if (element.tagName !== 'form' || attribute(element, formMarkup.form) !== table) return false;
    return Object.entries(context).every(([name, value]) => {
      const input = find(
        element,
        (node) => node.tagName === 'input' && attribute(node, 'name') === name,
      );
      return input !== undefined && attribute(input, 'value') === value;
    });
  });
}

/** A copy of the form's hidden answer `kind`, shown. */
function outcomeOf(form: Element, kind: FormOutcomeKind): Element {
  const prototype = find(form, (element) => attribute(element, formMarkup.outcome) === kind);
  if (!prototype) throw new Error(`The form has no ${kind} answer in its markup`);
  const shown = copyOf(prototype);
  removeAttribute(shown, 'hidden');
  removeAttribute(shown, formMarkup.outcome);
  return shown;
}

function acknowledge(
  form: Element,
  outcome: Extract<FormOutcome, { kind: 'received' | 'already-in' }>,
) {
  const answer = outcomeOf(form, outcome.kind);
  const sentence = find(
    answer,
    (element) => attribute(element, formMarkup.confirmationTo) !== undefined,
  );
  if (sentence) {
    if (outcome.kind === 'received' && outcome.confirmationTo) {
      setText(sentence, acknowledgementTexts.confirmationOnItsWay(outcome.confirmationTo));
    } else {
      tree.detachNode(sentence);
    }
  }
  // The form's address names it (its action's fragment): the answer takes its place there too.
  const id = attribute(form, 'id');
  if (id) setAttribute(answer, 'id', id);
  replace(form, answer);
}

/** The control of field `name`: its input or textarea. */
function controlOf(form: Element, name: string): Element | undefined {
  return find(
    form,
    (element) =>
      (element.tagName === 'input' || element.tagName === 'textarea') &&
      attribute(element, 'name') === name,
  );
}

function refill(
  form: Element,
  table: SubmissionTable,
  outcome: Extract<FormOutcome, { kind: 'not-accepted' }>,
) {
  const { fields } = submissionForms[table] as SubmissionFormDefinition;
  // The form's controls: its fields, then an application's consent box.
  const consentBox: [string, Pick<FormField, 'kind'>] = [
    privacyFields.consent,
    { kind: 'checkbox' },
  ];
  const controls = [...Object.entries(fields), ...(asksForConsent(table) ? [consentBox] : [])];
  for (const [name, field] of controls) {
    const control = controlOf(form, name);
    if (!control) continue;
    const value = outcome.values[name];
    if (field.kind === 'checkbox') {
      if (value === true) setAttribute(control, 'checked', '');
      else removeAttribute(control, 'checked');
    } else if (control.tagName === 'textarea') {
      setText(control, typeof value === 'string' ? value : '');
    } else {
      setAttribute(control, 'value', typeof value === 'string' ? value : '');
    }
    const error = outcome.fieldErrors[name];
    if (!error) continue;
    const id = attribute(control, 'id') ?? name;
    const message = outcomeOf(form, 'field-error');
    setAttribute(message, 'id', `${id}-error`);
    setText(message, error);
    const wrapper = find(form, (element) => attribute(element, formMarkup.field) === name);
    tree.appendChild(wrapper ?? control.parentNode!, message);
    setAttribute(control, 'aria-invalid', 'true');
    const describedBy = [attribute(control, 'aria-describedby'), `${id}-error`].filter(Boolean);
    setAttribute(control, 'aria-describedby', describedBy.join(' '));
  }
  const message = outcomeOf(form, 'message');
  setText(message, outcome.message);
  const submit = find(
    form,
    (element) => element.tagName === 'button' && attribute(element, 'type') === 'submit',
  );
  if (submit) tree.insertBefore(submit.parentNode!, message, submit);
  else tree.appendChild(form, message);
}

/**
 * A page whose event takes no applications, holding the note in its form's place: the page
 * without its scripts, the answer to a form sent to it; undefined for any other page.
 */
export function closedFormPage(pageHtml: string): string | undefined {
  const page = parse(pageHtml);
  if (!find(page, (element) => attribute(element, formMarkup.closed) !== undefined)) {
    return undefined;
  }
  withoutScripts(page);
  return serialize(page);
}

/** A prerendered page and its form for one table, ready to answer that form. */
export type FormPage = {
  /** The page without its scripts, with `outcome` in the form's place. */
  answer: (outcome: FormOutcome) => string;
};

/**
 * The form of `pageHtml` for `table` whose hidden values are `context`'s, or undefined when the
 * page has none (a post that no page of the site sends).
 */
export function openFormPage(
  pageHtml: string,
  table: SubmissionTable,
  context: Record<string, unknown>,
): FormPage | undefined {
  if (!formOf(parse(pageHtml), table, context)) return undefined;
  return {
    answer: (outcome) => {
      const page = parse(pageHtml);
      const form = formOf(page, table, context)!;
      if (outcome.kind === 'not-accepted') {
        refill(form, table, outcome);
        const outcomes = find(
          form,
          (element) => attribute(element, formMarkup.outcomes) !== undefined,
        );
        if (outcomes) tree.detachNode(outcomes);
      } else {
        acknowledge(form, outcome);
      }
      withoutScripts(page);
      return serialize(page);
    },
  };
}
