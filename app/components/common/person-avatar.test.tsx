// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar.tsx';

describe('PersonAvatar without a portrait', () => {
  it('shows the initials on the person’s emblem, named by the person', () => {
    render(<PersonAvatar name="Maya Okafor" />);
    const avatar = screen.getByLabelText('Maya Okafor');
    expect(avatar.textContent).toBe('MO');
    const emblem = avatar.querySelector<HTMLElement>('[data-slot="avatar-art"]');
    expect(emblem?.getAttribute('aria-hidden')).toBe('true');
    expect(emblem?.className).toBe('avatar-art');
    expect(emblem?.dataset.variant).toMatch(/^[0-7]$/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the same emblem for the same person and another for someone else', () => {
    const shapes = (name: string) => {
      const { container, unmount } = render(<PersonAvatar name={name} />);
      const markup = container.querySelector('[data-slot="avatar-art"]')?.outerHTML ?? '';
      unmount();
      return markup;
    };
    expect(shapes('Maya Okafor')).not.toBe('');
    expect(shapes('Maya Okafor')).toBe(shapes('Maya Okafor'));
    const names = [
      'Maya Okafor',
      'Helena Marsh',
      'Priya Raman',
      'Amara Osei',
      'Sofia Rossi',
      'Lena Park',
    ];
    expect(new Set(names.map(shapes)).size, 'different people, different emblems').toBeGreaterThan(
      2,
    );
  });

  it('keeps the emblem within the avatar’s fixed square', () => {
    const { container } = render(<PersonAvatar name="Cher" size="sm" />);
    expect(container.querySelector('[data-slot="avatar"]')?.className).toContain('size-12');
    expect(container.querySelector('[data-slot="avatar-art"]')?.className).toBe('avatar-art');
  });
});
