// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import { acknowledgementTexts, alreadyAppliedNotice, formNotices } from '#content/form-notices.ts';
import { currentPrivacyNoticeVersion } from '#schemas/privacy/privacy-consent.ts';
import { openFormPage } from '#server/pages/form-outcome-page.ts';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';

/**
 * The server's answer to a form sent without scripts (server/pages/form-outcome-page.ts), made from
 * the markup the app's own form renders (app/features/forms/submission-form.tsx), as the prerender
 * writes it.
 */

const context = { event_name: eventNames.julyMeetup };

function prerenderedPage(): string {
  const form = renderToStaticMarkup(
    <SubmissionForm
      table="event_registrations"
      context={context}
      notices={formNotices.meetupRegistration}
      submitLabel="Register Interest"
    />,
  );
  return (
    '<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"></head>' +
    `<body><main>${form}</main><script type="module">import "/assets/a.js"</script></body></html>`
  );
}

function read(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('a form on a prerendered page', () => {
  it('posts to its own page, at its place, with its table, an empty key and its fixed values', () => {
    const form = read(prerenderedPage()).querySelector('form')!;
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
    // The answers the server may give are there, hidden from everyone.
    const models = form.querySelector('[data-form-outcomes]')!;
    expect(models.hasAttribute('hidden')).toBe(true);
    expect(models.textContent).toContain(formNotices.meetupRegistration.success.title);
    expect(models.textContent).toContain(alreadyAppliedNotice.title);
  });
});

describe("the server's answer to it", () => {
  it('is refused for a post whose fixed values no form of the page has', () => {
    expect(
      openFormPage(prerenderedPage(), 'event_registrations', { event_name: 'Another event' }),
    ).toBeUndefined();
    expect(openFormPage(prerenderedPage(), 'enquiries', {})).toBeUndefined();
  });

  it('puts the acknowledgement in the form’s place, naming her address, without scripts', () => {
    const page = openFormPage(prerenderedPage(), 'event_registrations', context)!;
    const answer = read(page.answer({ kind: 'received', confirmationTo: 'ada@example.org' }));
    expect(answer.querySelector('form')).toBeNull();
    expect(answer.querySelectorAll('script, link[rel=modulepreload]')).toHaveLength(0);
    const received = answer.querySelector('main > section')!;
    expect(received.hasAttribute('hidden')).toBe(false);
    expect(received.id).toMatch(/-form$/);
    expect(received.querySelector('h3')!.textContent).toBe(
      formNotices.meetupRegistration.success.title,
    );
    expect(received.textContent).toContain(acknowledgementTexts.forEvent(context.event_name));
    expect(received.textContent).toContain(
      acknowledgementTexts.confirmationOnItsWay('ada@example.org'),
    );
    expect(received.textContent).not.toContain('you@example.com');
    const back = received.querySelector('a')!;
    expect(back.textContent).toBe(acknowledgementTexts.sendAnother);
    // The page fetched anew (another address than the answer's), at the empty form.
    expect(back.getAttribute('href')).toBe(`?#${received.id}`);
  });

  it('says kindly that an application is already in, naming no address', () => {
    const page = openFormPage(prerenderedPage(), 'event_registrations', context)!;
    const answer = read(page.answer({ kind: 'already-in' }));
    const received = answer.querySelector('main > section')!;
    expect(received.querySelector('h3')!.textContent).toBe(alreadyAppliedNotice.title);
    expect(received.textContent).not.toContain('e-mail is on its way');
  });

  it('gives the form back with everything typed, each error beside its field, and a message', () => {
    const page = openFormPage(prerenderedPage(), 'event_registrations', context)!;
    const values = {
      full_name: 'Ada <b>Lovelace</b> & "Co"',
      job_title: 'Head of Data',
      company: '',
      email: 'not an address',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      why_attend: 'Line one\nLine </textarea> two',
      lead_session: true,
      ...context,
    };
    const answer = read(
      page.answer({
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
    expect(field('company').value).toBe('');
    expect(answer.querySelectorAll('b')).toHaveLength(0);

    const email = field('email');
    expect(email.value).toBe('not an address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    const error = answer.getElementById(errorId)!;
    expect(error.textContent).toBe('Please enter a valid email address.');
    expect(error.closest('[data-field]')!.getAttribute('data-field')).toBe('email');
    expect(field('full_name').hasAttribute('aria-invalid')).toBe(false);

    const alert = form.querySelector('[role=alert]')!;
    expect(alert.textContent).toBe('Please check the highlighted fields.');
    expect(alert.nextElementSibling!.getAttribute('type')).toBe('submit');
    expect(form.querySelector('[data-form-outcomes]')).toBeNull();
    expect(answer.querySelectorAll('script')).toHaveLength(0);
  });
});
