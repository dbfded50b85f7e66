// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { UnsavedChangesDialog, useUnsavedGuard } from './unsaved-guard.tsx';

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Editor() {
  const [text, setText] = useState('AI Power Circle');
  const { blocker } = useUnsavedGuard(text !== 'AI Power Circle');
  return (
    <>
      <label htmlFor="title">Title</label>
      <input id="title" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/admin?view=mail">Mail</Link>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

function Place() {
  const location = useLocation();
  return location.search.includes('mail') ? <h1>Mail Admin</h1> : <Editor />;
}

function renderEditor() {
  const router = createMemoryRouter([{ path: '/admin', element: <Place /> }], {
    initialEntries: ['/admin?view=events&event=1'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the unsaved-changes guard', () => {
  it('lets her leave at once while nothing changed', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Mail' }));
    expect(await screen.findByRole('heading', { name: 'Mail Admin' })).toBeTruthy();
  });

  it('asks before leaving with changes; Stay keeps them, Leave drops them', async () => {
    const router = renderEditor();
    await userEvent.type(screen.getByLabelText('Title'), ', January');
    await userEvent.click(screen.getByRole('link', { name: 'Mail' }));
    expect(screen.getByText('Leave without saving?')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('?view=events&event=1');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('AI Power Circle, January');

    await userEvent.click(screen.getByRole('link', { name: 'Mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Mail Admin' })).toBeTruthy();
  });

  it('asks the browser before the page unloads, only with changes', async () => {
    renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), '!');
    expect(unload()).toBe(true);
  });
});
