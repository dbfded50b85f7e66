// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import { acknowledgementTexts, alreadyAppliedNotice, formNotices } from '#content/form-notices.ts';
import type { FormAnswer, FormOutcome } from '#schemas/forms/form-answer.ts';
import { currentPrivacyNoticeVersion } from '#schemas/privacy/privacy-consent.ts';
import { SubmissionForm } from './submission-form.tsx';

/**
 * A form sent without scripts comes back in its page as the page's action answered it
 * (app/features/forms/page-form-action.ts): the form renders that answer in its place, as the
 * server renders the page (docs/product/rules.md#forms-without-scripts).
 */

const context = { event_name: eventNames.julyMeetup };

function page(answer?: FormAnswer | null): Document {
  const html = renderToStaticMarkup(
    <main>
      <SubmissionForm
        table="event_registrations"
        context={context}
        notices={formNotices.meetupRegistration}
        submitLabel="Register Interest"
        answer={answer}
      />
    </main>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const answered = (outcome: FormOutcome): FormAnswer => ({
  table: 'event_registrations',
  context,
  outcome,
});

describe('a form on a page', () => {
  it('posts to its own page, at its place, with its table, an empty key and its fixed values', () => {
    const form = page().querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`#${form.id}`);
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      form: 'event_registrations',
      key: '',
      privacy_notice: currentPrivacyNoticeVersion,
      ...context,
    });
    // Nothing of any answer is in the page before one is given.
    expect(form.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(form.textContent).not.toContain(formNotices.meetupRegistration.success.title);
  });

  it('leaves an answer to another form of the page alone', () => {
    const other = { ...answered({ kind: 'already-in' }), context: { event_name: 'Another' } };
    expect(page(other).querySelector('form')).not.toBeNull();
    const enquiry: FormAnswer = {
      table: 'enquiries',
      context: {},
      outcome: { kind: 'already-in' },
    };
    expect(page(enquiry).querySelector('form')).not.toBeNull();
  });

  it('shows the acknowledgement in its place, naming her address', () => {
    const answer = page(answered({ kind: 'received', confirmationTo: 'ada@example.org' }));
    expect(answer.querySelector('form')).toBeNull();
    const received = answer.querySelector('main > section')!;
    expect(received.id).toMatch(/-form$/);
    expect(received.querySelector('h3')!.textContent).toBe(
      formNotices.meetupRegistration.success.title,
    );
    expect(received.textContent).toContain(acknowledgementTexts.forEvent(context.event_name));
    expect(received.textContent).toContain(
      acknowledgementTexts.confirmationOnItsWay('ada@example.org'),
    );
    const back = received.querySelector('a')!;
    expect(back.textContent).toBe(acknowledgementTexts.sendAnother);
    // The page fetched anew (another address than the answer's), at the empty form.
    expect(back.getAttribute('href')).toBe(`?#${received.id}`);
  });

  it('says kindly that an application is already in, naming no address', () => {
    const received = page(answered({ kind: 'already-in' })).querySelector('main > section')!;
    expect(received.querySelector('h3')!.textContent).toBe(alreadyAppliedNotice.title);
    expect(received.textContent).not.toContain('e-mail is on its way');
  });

  it('comes back with everything typed, each error beside its field, and a message', () => {
    const values = {
      full_name: 'Ada <b>Lovelace</b> & "Co"',
      job_title: 'Head of Data',
      company: '',
      email: 'not an address',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      why_attend: 'Line one\nLine </textarea> two',
      lead_session: true,
      privacy_consent: true,
      ...context,
    };
    const answer = page(
      answered({
        kind: 'not-accepted',
        values,
        fieldErrors: { email: 'Please enter a valid email address.', company: 'Required.' },
        message: 'Please check the highlighted fields.',
      }),
    );
    const form = answer.querySelector('form')!;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    expect(field('full_name').value).toBe(values.full_name);
    expect(field('why_attend').value).toBe(values.why_attend);
    expect(field('lead_session').checked).toBe(true);
    expect(field('privacy_consent').checked).toBe(true);
    expect(field('company').value).toBe('');
    expect(answer.querySelectorAll('b')).toHaveLength(0);

    const email = field('email');
    expect(email.value).toBe('not an address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(answer.getElementById(errorId)!.textContent).toBe('Please enter a valid email address.');
    expect(field('full_name').hasAttribute('aria-invalid')).toBe(false);

    const alert = form.querySelector('[role=alert]')!;
    expect(alert.textContent).toBe('Please check the highlighted fields.');
    expect(alert.nextElementSibling!.getAttribute('type')).toBe('submit');
  });
});
