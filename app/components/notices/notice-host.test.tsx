// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '#app/lib/notify.ts';
import { NoticeHost } from './notice-host.tsx';

describe('NoticeHost', () => {
  it('renders nothing until the first notice, then loads the notice area and shows that notice', async () => {
    const { container } = render(<NoticeHost />);
    expect(container.innerHTML).toBe('');

    act(() => notify.success('First notice', { description: 'Not lost while sonner loads.' }));
    expect(await screen.findByText('First notice')).toBeTruthy();
    expect(screen.getByText('Not lost while sonner loads.')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeTruthy();

    act(() => notify.error('Second notice'));
    expect(await screen.findByText('Second notice')).toBeTruthy();

    // A content file's notice: its title and description.
    act(() => notify.error({ title: 'Third notice', description: 'From a notice object.' }));
    expect(await screen.findByText('Third notice')).toBeTruthy();
    expect(screen.getByText('From a notice object.')).toBeTruthy();
  });
});
