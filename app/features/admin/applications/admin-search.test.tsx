// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSearch } from './admin-search.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const box = () => screen.getByRole('searchbox', { name: 'Search' });
const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('AdminSearch', () => {
  it('sends what was typed once typing pauses, and once only while the address catches up', () => {
    const sent: string[] = [];
    const onSearch = (text: string) => sent.push(text);
    const { rerender } = render(<AdminSearch id="search" q="" onSearch={onSearch} />);

    fireEvent.change(box(), { target: { value: 'Ad' } });
    pause(200);
    fireEvent.change(box(), { target: { value: 'Ada' } });
    pause(200);
    expect(sent).toEqual([]);
    pause(50);
    expect(sent).toEqual(['Ada']);

    // The page renders again while the search's list loads: the address still has no search.
    rerender(<AdminSearch id="search" q="" onSearch={(text) => sent.push(text)} />);
    pause(1000);
    expect(sent).toEqual(['Ada']);
    rerender(<AdminSearch id="search" q="Ada" onSearch={(text) => sent.push(text)} />);
    pause(1000);
    expect(sent).toEqual(['Ada']);

    fireEvent.change(box(), { target: { value: '' } });
    pause(250);
    expect(sent).toEqual(['Ada', '']);
  });
});
