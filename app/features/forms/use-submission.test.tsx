// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formNotices } from '#content/form-notices.ts';
import { NoticeHost } from '#app/components/notices/notice-host.tsx';
import { SubmissionForm } from './submission-form.tsx';

/** How the validation code's download goes: fails (offline), or waits for `arrive()`. */
const download = vi.hoisted(() => {
  const state = { offline: true, arrive: () => {} };
  return state;
});

vi.mock('#schemas/forms/submission-schemas.ts', async (importOriginal) => {
  if (download.offline) throw new TypeError('Failed to fetch dynamically imported module');
  await new Promise<void>((resolve) => (download.arrive = resolve));
  return importOriginal();
});

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The summit's enquiry form, filled in, with the notices beside it; its name field. */
async function renderFilledEnquiry(user: ReturnType<typeof userEvent.setup>) {
  render(
    <>
      <SubmissionForm
        table="enquiries"
        context={{ tag: 'summit:seat' }}
        notices={formNotices.enquiry}
        submitLabel="Send Enquiry"
      />
      <NoticeHost />
    </>,
  );
  const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
  await user.type(name, 'Mary Jackson');
  await user.type(screen.getByLabelText(/^Email/), 'mary@example.com');
  return name;
}

describe('useSubmission loading the validation code on demand', { timeout: 20_000 }, () => {
  it('keeps the values and says so when it cannot load, then loads it on the next submit', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const name = await renderFilledEnquiry(user);

    // Offline: the submit cannot validate, so nothing is sent and nothing is lost.
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(name.value).toBe('Mary Jackson');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('Mary Jackson');

    // Back online but slow: the form says it is on its way until the code arrives, then sends.
    download.offline = false;
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const sending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(name.matches(':disabled')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => download.arrive());
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your enquiry!' }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(name.value).toBe('');
  });

  it('says why the server refused a form for an event that takes no more applications', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    download.offline = false;
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: 'event_not_open',
          message: 'Applications for this event have closed.',
        }),
        { status: 409 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    const name = await renderFilledEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await act(async () => download.arrive());
    expect(await screen.findByText('Applications for this event have closed.')).toBeTruthy();
    expect(name.value).toBe('Mary Jackson');
  });
});
