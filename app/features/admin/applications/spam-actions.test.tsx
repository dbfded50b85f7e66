// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { SpamActions } from './spam-actions.tsx';

const view = adminViews.enquiries;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderActions() {
  const onDone = vi.fn();
  render(<SpamActions view={view} id={12} name="Bot" onDone={onDone} onSignedOut={() => {}} />);
  return onDone;
}

describe('SpamActions', () => {
  it('"Not spam" asks the server once, then reports done', async () => {
    const onDone = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/tables/enquiries/rows/12/not-spam');
    expect(init).toMatchObject({ method: 'POST' });
  });

  it('"Delete" deletes nothing until confirmed; Cancel takes the question back', async () => {
    const onDone = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this entry? This cannot be undone.')).toBeTruthy();
    // The safe answer has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Delete this entry\?/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('group', { name: 'Delete Bot' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/tables/enquiries/rows/12');
    expect(init).toMatchObject({ method: 'DELETE' });
  });

  it('a refusal (the entry changed meanwhile) still reports done, so the list is read again', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'This row is not marked as suspected spam.' }, { status: 409 }),
    );
    const onDone = renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Not spam' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });
});
