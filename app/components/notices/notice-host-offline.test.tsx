// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/lib/notify.ts';
import { NoticeHost } from './notice-host.tsx';

// The notice area's chunk cannot load, as when the connection is lost before the first notice.
vi.mock('#app/components/notices/notice-area.tsx', () => {
  throw new Error('offline');
});

describe('NoticeHost without its notice area', () => {
  it('shows nothing, and a notice fails with a logged error instead of waiting forever', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<NoticeHost />);
    act(() => notify.error('Lost notice'));
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith('The notice could not be shown', expect.anything()),
    );
    expect(container.innerHTML).toBe('');
    errors.mockRestore();
  });
});
