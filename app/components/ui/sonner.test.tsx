// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './sonner.tsx';

describe('Toaster', () => {
  it('is one region labelled Notifications, bottom-right, showing one notice at a time', async () => {
    const { container } = render(<Toaster />);
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeTruthy();

    const notices = ['The first of two notices', 'The second of two notices'];
    act(() => notices.forEach((notice) => toast(notice)));
    const list = await screen.findByRole('list');
    expect(list.getAttribute('data-x-position')).toBe('right');
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    // sonner keeps its notices in its module, which other files of this worker may have used
    // (vitest.config.ts): these two are the ones this test raised.
    const toasts = [...container.querySelectorAll('[data-sonner-toast]')].filter((node) =>
      notices.includes(node.textContent ?? ''),
    );
    const visible = toasts.filter((node) => node.getAttribute('data-visible') === 'true');
    expect(toasts.length).toBe(2);
    expect(visible.map((node) => node.textContent)).toEqual([notices[1]]);
  });

  it('answers the Alt+T hotkey by moving focus to the notices', async () => {
    render(<Toaster />);
    act(() => {
      toast('A notice');
    });
    const list = await screen.findByRole('list');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { altKey: true, code: 'KeyT' }));
    });
    expect(document.activeElement).toBe(list);
  });
});
