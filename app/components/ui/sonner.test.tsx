// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { Toaster } from './sonner.tsx';

describe('Toaster', () => {
  it('is one region labelled Notifications, bottom-right, showing one notice at a time', async () => {
    const { container } = render(<Toaster />);
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeTruthy();

    act(() => {
      toast('First notice');
      toast('Second notice');
    });
    const list = await screen.findByRole('list');
    expect(list.getAttribute('data-x-position')).toBe('right');
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    const toasts = container.querySelectorAll('[data-sonner-toast]');
    const visible = [...toasts].filter((node) => node.getAttribute('data-visible') === 'true');
    expect(toasts.length).toBe(2);
    expect(visible.map((node) => node.textContent)).toEqual(['Second notice']);
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
