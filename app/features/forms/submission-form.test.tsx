// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import { acknowledgementTexts, alreadyAppliedNotice, formNotices } from '#content/form-notices.ts';
import { currentPrivacyNoticeVersion, privacyErrors } from '#schemas/privacy/privacy-consent.ts';
import { honeypotField } from '#schemas/submissions/submission-forms.ts';
import { NoticeHost } from '#app/components/notices/notice-host.tsx';
import { notify } from '#app/lib/notify.ts';
import { SubmissionForm } from './submission-form.tsx';
import { loadValidation } from './use-submission.ts';

type Deferred = { resolve: (response: Response) => void; reject: (error: Error) => void };

let pending: Deferred[] = [];
const fetchMock = vi.fn(
  () =>
    new Promise<Response>((resolve, reject) => {
      pending.push({ resolve, reject });
    }),
);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// As once a visitor has focused the form: the schemas have loaded before the submit.
beforeAll(() => loadValidation());
beforeEach(() => {
  pending = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderRegistrationForm() {
  return render(
    <>
      <SubmissionForm
        table="event_registrations"
        context={{ event_name: eventNames.julyMeetup }}
        notices={formNotices.meetupRegistration}
        submitLabel="Register Interest"
      />
      <NoticeHost />
    </>,
  );
}

const values = {
  'Full Name': 'Ada Lovelace',
  'Job Title': 'Head of Data',
  Company: 'Analytical Engines',
  'LinkedIn URL': 'https://www.linkedin.com/in/ada-example',
  Email: 'ada@example.com',
  'Why do you want to attend?': 'To meet peers.',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    // NOTE: clear first: user-event tracks typed values and misses a form.reset().
    await user.clear(input);
    await user.paste(value);
  }
  await user.click(screen.getByLabelText(/leading a session/));
  await user.click(consentBox());
}

/** The application form's privacy consent box (docs/decisions/042-privacy-notice-and-consent.md). */
function consentBox() {
  return screen.getByRole('checkbox', { name: /^I have read the privacy notice/ });
}

function sentBody(call = 0) {
  const init = fetchMock.mock.calls[call] as unknown as [string, RequestInit];
  return { url: init[0], body: JSON.parse(String(init[1].body)) };
}

describe('SubmissionForm', { timeout: 20_000 }, () => {
  it('labels every field from the schema and marks the required ones', () => {
    renderRegistrationForm();
    for (const label of Object.keys(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      expect(input.hasAttribute('required'), label).toBe(true);
    }
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^LinkedIn URL/).getAttribute('type')).toBe('url');
    expect(screen.getByLabelText(/leading a session/).hasAttribute('required')).toBe(false);
  });

  it('asks for consent with an unticked box, and sends nothing until it is ticked', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    const box = consentBox() as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByRole('link', { name: /privacy notice/ }).getAttribute('href')).toBe(
      '/privacy',
    );
    await fillIn(user);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      privacyErrors.consentMissing,
    );
    expect(document.activeElement).toBe(box);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBody().body.values.privacy_consent).toBe(true);
  });

  it('sends once, shows Submitting... with everything disabled, then thanks in the form area until Send another', async () => {
    const successNotice = vi.spyOn(notify, 'success');
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Register Interest' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submitting...' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByLabelText(/^Full Name/).matches(':disabled')).toBe(true);

    const { url, body } = sentBody();
    expect(url).toBe('/api/submissions/event_registrations');
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(body.values).toEqual({
      full_name: 'Ada Lovelace',
      job_title: 'Head of Data',
      company: 'Analytical Engines',
      linkedin_url: 'https://www.linkedin.com/in/ada-example',
      email: 'ada@example.com',
      why_attend: 'To meet peers.',
      lead_session: true,
      event_name: eventNames.julyMeetup,
      privacy_notice: currentPrivacyNoticeVersion,
      privacy_consent: true,
    });
    expect(body[honeypotField]).toBe('');

    await act(async () => pending[0]!.resolve(json(201, { id: 7 })));
    // The form area says so, with the focus on its heading; once: no notice says it again.
    const heading = await screen.findByRole('heading', { name: 'Registration submitted!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const panel = heading.closest('section')!;
    expect(panel.textContent).toContain(
      "Thank you for your interest. We'll be in touch soon with next steps.",
    );
    expect(panel.textContent).toContain(acknowledgementTexts.forEvent(eventNames.julyMeetup));
    expect(panel.textContent).toContain(acknowledgementTexts.confirmationOnItsWay(values.Email));
    expect(screen.getAllByText('Registration submitted!')).toHaveLength(1);
    expect(successNotice).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/^Full Name/)).toBeNull();

    await user.click(screen.getByRole('button', { name: acknowledgementTexts.sendAnother }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Full Name/));
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/leading a session/) as HTMLInputElement).checked).toBe(false);
    expect((consentBox() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Register Interest' }).hasAttribute('disabled')).toBe(
      false,
    );

    // The next form fill is a new submission with a new key.
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(sentBody(1).body.key).not.toBe(body.key);
  });

  it('says kindly that an application is already in when the server stored nothing new (200)', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    await act(async () => pending[0]!.resolve(json(200, { id: 7, duplicate: true })));
    const heading = await screen.findByRole('heading', { name: alreadyAppliedNotice.title });
    const panel = heading.closest('section')!;
    expect(panel.textContent).toContain(alreadyAppliedNotice.description);
    // Nothing new was stored, so no mail is on its way.
    expect(panel.textContent).not.toContain('on its way');
    await user.click(screen.getByRole('button', { name: acknowledgementTexts.sendAnother }));
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('');
  });

  it('keeps every value on failure, says so, logs no value, and retries with the same key', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));

    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(/leading a session/) as HTMLInputElement).checked).toBe(true);
    expect(consoleError).toHaveBeenCalled();
    const logged = JSON.stringify(consoleError.mock.calls);
    for (const value of Object.values(values)) expect(logged).not.toContain(value);

    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(sentBody(1).body.key).toBe(sentBody(0).body.key);
  });

  it("puts the server's field errors beside their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    await act(async () =>
      pending[0]!.resolve(
        json(400, {
          error: 'validation',
          message: 'Please check the highlighted fields.',
          fieldErrors: { email: 'Please enter a valid email address.' },
        }),
      ),
    );
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
  });

  it('shows the wait notice of a 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    const message =
      'You have sent a lot of forms in a short time. Please wait 9 minutes and try again.';
    await act(async () => pending[0]!.resolve(json(429, { error: 'rate_limited', message })));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('catches a blank answer before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistrationForm();
    await fillIn(user);
    const company = screen.getByLabelText(/^Company/);
    await user.clear(company);
    await user.type(company, '   ');
    await user.click(screen.getByRole('button', { name: 'Register Interest' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });
});
