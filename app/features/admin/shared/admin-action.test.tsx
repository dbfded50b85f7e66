// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '#app/components/notices/notice-host.tsx';
import { adminAction, serverWords, useAdminAction, type FailureWords } from './admin-action.ts';
import { AdminRequestError, SignedOutError } from './admin-api.ts';

/** What a request does when the connection is lost: the fetch's own TypeError. */
const noConnection = () => Promise.reject(new TypeError('Failed to fetch'));

function failing(error: Error) {
  return () => Promise.reject(error);
}

/** The failure notice's title and the words beneath it, once the notice area shows them. */
async function noticeSays(title: string, words: string) {
  const notice = (await screen.findByText(title)).closest('li')!;
  expect(notice.textContent).toContain(words);
}

describe('adminAction', () => {
  it('hands back what the request answered, with no notice', async () => {
    const onSignedOut = vi.fn();
    const outcome = await adminAction(() => Promise.resolve(42), {
      failed: 'Count failed',
      onSignedOut,
    });
    expect(outcome).toEqual({ ok: true, signedOut: false, value: 42 });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('sends an ended session to the sign-in and shows no notice', async () => {
    render(<NoticeHost />);
    const onSignedOut = vi.fn();
    const outcome = await act(() =>
      adminAction(failing(new SignedOutError('Signed out')), {
        failed: 'Retry failed',
        onSignedOut,
      }),
    );
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(outcome).toMatchObject({ ok: false, signedOut: true });

    // Notices show in order: once a later one is up, the ended session's would have been.
    await act(() => adminAction(noConnection, { failed: 'Later failed', onSignedOut }));
    await noticeSays('Later failed', 'Please try again.');
    expect(screen.queryByText('Retry failed')).toBeNull();
    expect(onSignedOut).toHaveBeenCalledOnce();
  });

  it('gives a refusal it names in the server’s words, and its own words by status', async () => {
    render(<NoticeHost />);
    const words: FailureWords = { 404: 'This entry no longer exists.', 409: serverWords };
    const answer = { onSignedOut: () => {}, words };
    const refused = await act(() =>
      adminAction(failing(new AdminRequestError(409, 'This mail was sent meanwhile.')), {
        ...answer,
        failed: 'Refused failed',
      }),
    );
    expect(refused).toMatchObject({ ok: false, signedOut: false });
    await noticeSays('Refused failed', 'This mail was sent meanwhile.');

    await act(() =>
      adminAction(failing(new AdminRequestError(404, 'Not found')), {
        ...answer,
        failed: 'Gone failed',
      }),
    );
    await noticeSays('Gone failed', 'This entry no longer exists.');

    // A status it does not name: the server's words stay unsaid.
    await act(() =>
      adminAction(failing(new AdminRequestError(500, 'Internal detail')), {
        ...answer,
        failed: 'Broken failed',
      }),
    );
    await noticeSays('Broken failed', 'Please try again.');
    expect(screen.queryByText('Internal detail')).toBeNull();
  });

  it('asks her to try again when the connection is lost', async () => {
    render(<NoticeHost />);
    const outcome = await act(() =>
      adminAction(noConnection, {
        failed: 'Offline failed',
        onSignedOut: () => {},
        words: 'every refusal',
      }),
    );
    expect(outcome).toMatchObject({ ok: false, signedOut: false });
    await noticeSays('Offline failed', 'Please try again.');
  });

  it('with `every error`, gives any error’s own words, but a lost connection asks again', async () => {
    render(<NoticeHost />);
    await act(() =>
      adminAction(() => Promise.reject(new Error('The title is too long.')), {
        failed: 'Words failed',
        onSignedOut: () => {},
        words: 'every error',
      }),
    );
    await noticeSays('Words failed', 'The title is too long.');
    await act(() =>
      adminAction(noConnection, {
        failed: 'Connection failed',
        onSignedOut: () => {},
        words: 'every error',
      }),
    );
    await noticeSays('Connection failed', 'Please try again.');
  });

  it('leaves an error the caller answers in place without a notice', async () => {
    render(<NoticeHost />);
    const fieldError = new AdminRequestError(400, 'Write a question.');
    const outcome = await act(() =>
      adminAction(failing(fieldError), {
        failed: 'Field failed',
        onSignedOut: () => {},
        words: 'every refusal',
        inPlace: (error) => error === fieldError,
      }),
    );
    expect(outcome).toMatchObject({ ok: false, error: fieldError });
    await act(() => adminAction(noConnection, { failed: 'After failed', onSignedOut: () => {} }));
    await noticeSays('After failed', 'Please try again.');
    expect(screen.queryByText('Field failed')).toBeNull();
  });
});

describe('useAdminAction', () => {
  it('is busy while the request is out, and idle again after a failure', async () => {
    const { result } = renderHook(() => useAdminAction(() => {}));
    let answer: (value: string) => void = () => {};
    let running: ReturnType<typeof result.current.run<string>> | undefined;
    act(() => {
      running = result.current.run(() => new Promise<string>((done) => (answer = done)), {
        failed: 'Busy failed',
      });
    });
    expect(result.current.busy).toBe(true);
    await act(async () => answer('done'));
    expect(await running).toMatchObject({ ok: true, value: 'done' });
    expect(result.current.busy).toBe(false);

    await act(() => result.current.run(noConnection, { failed: 'Idle failed' }));
    expect(result.current.busy).toBe(false);
  });
});
