/**
 * One verb per event (docs/product/rules.md#words-that-keep-their-promise): what its form asks
 * of the visitor decides how every word of the event says it. An application says Apply; a
 * registration and a registration of interest say Register. Plain functions of the document,
 * for the editor's warning, the mails' nouns and the tests over the seeded events.
 */
import type { EventDocument } from './event-document.ts';

type FormKind = EventDocument['form']['kind'];
type Verb = 'apply' | 'register';

/** The verb of each kind of form. */
export const formVerbs: Record<FormKind, Verb> = {
  application: 'apply',
  registration: 'register',
  interest: 'register',
};

/** Each verb as the editor names it. */
export const verbNames: Record<Verb, string> = { apply: 'Apply', register: 'Register' };

/** What the visitor sends, by the form's kind: the mails' and the withdraw page's noun. */
export const formNouns: Record<FormKind, string> = {
  application: 'application',
  registration: 'registration',
  interest: 'registration of interest',
};

/** The words of each verb, in any of their forms (`Apply`, `applying`, `Application`…). */
const verbWords: Record<Verb, RegExp> = {
  apply: /\b(?:appl(?:y|ies|ying|ied)|applications?)\b/gi,
  register: /\b(?:regist(?:er|ers|ering|ered)|registrations?)\b/gi,
};

/** The event's words that say what the visitor does: its buttons, form title and notices. */
function actionWords(document: EventDocument): Record<string, string | undefined> {
  const { form } = document;
  return {
    cta: document.cta,
    'form.title': form.title,
    'form.submitLabel': form.submitLabel,
    'form.submittingLabel': form.submittingLabel,
    'form.notices.success.title': form.notices.success.title,
    'form.notices.success.description': form.notices.success.description,
  };
}

export type StrayVerb = { path: string; phrase: string };

/**
 * Each of the event's action words that says another verb than its form's: `Apply to Come
 * Aboard` on a registration. Empty for an event that says one verb throughout.
 */
export function strayVerbsOf(document: EventDocument): StrayVerb[] {
  const own = formVerbs[document.form.kind];
  const other = verbWords[own === 'apply' ? 'register' : 'apply'];
  return Object.entries(actionWords(document)).flatMap(([path, words]) =>
    [...(words ?? '').matchAll(other)].map((match) => ({ path, phrase: match[0] })),
  );
}
