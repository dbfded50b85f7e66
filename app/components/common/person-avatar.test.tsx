// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar.tsx';

describe('PersonAvatar without a portrait', () => {
  it('shows the initials on the person’s emblem, named by the person', () => {
    render(<PersonAvatar name="Maya Okafor" />);
    const avatar = screen.getByLabelText('Maya Okafor');
    expect(avatar.textContent).toBe('MO');
    const emblem = avatar.querySelector('svg');
    expect(emblem?.getAttribute('aria-hidden')).toBe('true');
    expect(emblem?.querySelector('linearGradient')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the same emblem for the same person and another for someone else', () => {
    // The gradient's id differs per render; the shapes are what identify the picture.
    const shapes = (name: string) => {
      const { container, unmount } = render(<PersonAvatar name={name} />);
      const markup = [...container.querySelectorAll('svg > :not(defs)')]
        .slice(1)
        .map((shape) => shape.outerHTML)
        .join('');
      unmount();
      return markup;
    };
    expect(shapes('Maya Okafor')).not.toBe('');
    expect(shapes('Maya Okafor')).toBe(shapes('Maya Okafor'));
    expect(shapes('Maya Okafor')).not.toBe(shapes('Helena Marsh'));
  });

  it('keeps the emblem within the avatar’s fixed square', () => {
    const { container } = render(<PersonAvatar name="Cher" size="sm" />);
    expect(container.querySelector('[data-slot="avatar"]')?.className).toContain('size-12');
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 64 64');
  });
});
