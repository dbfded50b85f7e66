import { defaultTreeAdapter as tree, parse, serialize } from 'parse5';
import {
  feedbackFields,
  feedbackMarkup,
  feedbackRefusedMessage,
  type FeedbackLinkAnswer,
} from '#schemas/feedback/event-feedback.ts';
import {
  attribute,
  copyOf,
  find,
  findAll,
  removeAttribute,
  setAttribute,
  setText,
  withoutScripts,
  type Element,
  type ParentNode,
} from '#server/pages/html-tree.ts';

/**
 * The feedback page as the server answers it (docs/decisions/065-feedback-after-the-event.md): the
 * page as prerendered (app/routes/feedback.tsx renders each of its states hidden), the state the
 * link is in shown and the others dropped, the event's title and the organiser's question in
 * their places and, for a refused answer, what she typed with each field's error. Answered
 * whole, without the app's scripts: it reads and works the same with scripts or without.
 */

/** What she typed, as the form posted it: refilled when a value was refused. */
export type TypedFeedback = Partial<Record<keyof typeof feedbackFields, string>>;

function marked(page: ParentNode, name: string): Element[] {
  return findAll(page, (element) => attribute(element, name) !== undefined);
}

/** Keeps the state's block and drops the others. */
function showState(page: ParentNode, state: string) {
  for (const block of marked(page, feedbackMarkup.state)) {
    if (attribute(block, feedbackMarkup.state) === state) removeAttribute(block, 'hidden');
    else tree.detachNode(block);
  }
}

function fillText(page: ParentNode, name: string, text: string) {
  for (const element of marked(page, name)) setText(element, text);
}

/** The field's controls: its radios, or its textarea. */
function controlsOf(page: ParentNode, name: string): Element[] {
  return findAll(
    page,
    (element) =>
      (element.tagName === 'input' || element.tagName === 'textarea') &&
      attribute(element, 'name') === name,
  );
}

function refill(page: ParentNode, typed: TypedFeedback) {
  for (const radio of controlsOf(page, feedbackFields.rating)) {
    if (attribute(radio, 'value') === typed.rating) setAttribute(radio, 'checked', '');
  }
  for (const name of [feedbackFields.answer, feedbackFields.comment]) {
    const [textarea] = controlsOf(page, name);
    if (textarea) setText(textarea, typed[name] ?? '');
  }
}

/** A copy of the hidden model `name`, shown, saying `text`. */
function shownModel(page: ParentNode, name: string, text: string): Element {
  const model = marked(page, name)[0];
  if (!model) throw new Error(`The feedback page has no ${name} in its markup`);
  const shown = copyOf(model);
  removeAttribute(shown, 'hidden');
  removeAttribute(shown, name);
  setText(shown, text);
  return shown;
}

function markErrors(page: ParentNode, fieldErrors: Record<string, string | undefined>) {
  for (const [name, error] of Object.entries(fieldErrors)) {
    const wrapper = find(page, (element) => attribute(element, feedbackMarkup.field) === name);
    if (!error || !wrapper) continue;
    const id = `feedback-${name}-error`;
    const message = shownModel(page, feedbackMarkup.fieldError, error);
    setAttribute(message, 'id', id);
    tree.appendChild(wrapper, message);
    for (const control of controlsOf(page, name)) {
      setAttribute(control, 'aria-invalid', 'true');
      setAttribute(control, 'aria-describedby', id);
    }
  }
  const submit = find(
    page,
    (element) => element.tagName === 'button' && attribute(element, 'type') === 'submit',
  );
  tree.insertBefore(
    submit!.parentNode!,
    shownModel(page, feedbackMarkup.message, feedbackRefusedMessage),
    submit!,
  );
}

/** Drops what stays unused: the models, and the app's scripts. */
function tidy(page: ParentNode) {
  for (const model of [
    ...marked(page, feedbackMarkup.fieldError),
    ...marked(page, feedbackMarkup.message),
  ]) {
    tree.detachNode(model);
  }
  // NOTE: the <head>'s inline script stays: it sets the chosen theme before the first paint and
  // needs none of the app's code (app/lib/theme.ts).
  withoutScripts(page, { keepHeadInline: true });
}

/** The page for `answer` (a refused one with what she `typed`), from the prerendered `html`. */
export function feedbackPage(
  html: string,
  answer: FeedbackLinkAnswer,
  typed: TypedFeedback = {},
): string {
  const page = parse(html);
  showState(page, answer.state === 'refused' ? 'ready' : answer.state);
  if ('event' in answer) {
    fillText(page, feedbackMarkup.event, answer.event);
    fillText(page, feedbackMarkup.question, answer.question);
  }
  if (answer.state === 'refused') {
    refill(page, typed);
    markErrors(page, answer.fieldErrors);
  }
  tidy(page);
  return serialize(page);
}
