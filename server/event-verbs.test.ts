import { describe, expect, it } from 'vitest';
import { toEventCard, type EventRecord } from '#schemas/events/event-record.ts';
import { formNouns, formVerbs, strayVerbsOf } from '#schemas/events/form-verbs.ts';
import { seededEventDocuments } from '#server/db/event-seed.ts';
import { purposeOf } from '#server/mail/submission-purposes.ts';

/**
 * One verb per event (docs/product/rules.md#words-that-keep-their-promise): every seeded event
 * says its form's verb on its page's button, its form, its notice, its card and its mails.
 */
describe('every seeded event’s verb', () => {
  it.each(seededEventDocuments().map((document) => [document.slug, document] as const))(
    '%s: one verb on its button, form, notice, card and mails',
    (_slug, document) => {
      expect(strayVerbsOf(document)).toEqual([]);
      const record = { id: 1, status: 'published', document } as EventRecord;
      const card = toEventCard(record);
      if (card) expect(card.action).toBe(document.cta);
      const values = { event_name: document.form.eventName ?? '' };
      const purpose = purposeOf(document.form.table, values as never, record);
      expect(purpose.noun).toBe(formNouns[document.form.kind]);
      const verb = formVerbs[document.form.kind] === 'apply' ? /appl/i : /regist/i;
      expect(`${document.cta} ${purpose.noun}`).toMatch(verb);
    },
  );
});

describe('strayVerbsOf', () => {
  it('names each word of another verb than the form’s, where it is', () => {
    const [boat] = seededEventDocuments().filter((document) => document.slug === 'waves-ai');
    expect(boat!.form.kind).toBe('registration');
    expect(
      strayVerbsOf({
        ...boat!,
        cta: 'Apply to Come Aboard',
        form: { ...boat!.form, notices: { ...boat!.form.notices, success: { title: 'Applied!' } } },
      }),
    ).toEqual([
      { path: 'cta', phrase: 'Apply' },
      { path: 'form.notices.success.title', phrase: 'Applied' },
    ]);
  });
});
