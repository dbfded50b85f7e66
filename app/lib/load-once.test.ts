import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once, shares the promise and gives the result synchronously after it arrives', async () => {
    const load = vi.fn(async () => 'module');
    const code = loadOnce(load);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.get(), code.get()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(code.loaded()).toBe('module');
    await code.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('module');
    const code = loadOnce(load);
    await expect(code.get()).rejects.toThrow('Failed to fetch');
    expect(code.loaded()).toBeUndefined();
    await expect(code.get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
