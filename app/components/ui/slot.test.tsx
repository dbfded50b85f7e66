// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot.tsx';

describe('Slot', () => {
  it('renders the child element with the slot props, joining class names and styles', () => {
    render(
      <Slot className="slot" style={{ color: 'red', margin: 1 }} data-slot="button" title="slot">
        <a href="/x" className="child" style={{ margin: 2 }} title="child">
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('/x');
    expect(link.getAttribute('class')).toBe('slot child');
    expect(link.getAttribute('data-slot')).toBe('button');
    // For other props the child's own value wins.
    expect(link.getAttribute('title')).toBe('child');
    expect(link.style.color).toBe('red');
    expect(link.style.margin).toBe('2px');
  });

  it("calls both click handlers, the child's first", async () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Open
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it('passes a handler the child lacks and sets both refs', async () => {
    const onClick = vi.fn();
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot onClick={onClick} ref={slotRef}>
        <button type="button" ref={childRef}>
          Press
        </button>
      </Slot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(slotRef.current).toBe(screen.getByRole('button', { name: 'Press' }));
    expect(childRef.current).toBe(slotRef.current);
  });

  it('renders nothing without an element child', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container.innerHTML).toBe('');
  });
});
