// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { foundingMembers, type FoundingMember } from '#content/founding-members.ts';
import { initials } from '#content/people.ts';
import { FoundingMemberCard } from './founding-member-card.tsx';

/**
 * jsdom never loads images, so this stands in for the browser's image loader: a path that
 * exists under public/ loads, any other path fails, as it would on the real site.
 */
class PublicFolderImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  crossOrigin: string | null = null;
  referrerPolicy = '';
  set src(value: string) {
    setTimeout(() => {
      this.complete = true;
      if (existsSync(path.join('public', value))) {
        this.naturalWidth = 96;
        this.dispatchEvent(new Event('load'));
      } else {
        this.dispatchEvent(new Event('error'));
      }
    }, 0);
  }
}

const withImage = foundingMembers.find((member) => member.image);
if (!withImage) throw new Error('expected at least one founding member with an image');

describe('FoundingMemberCard', () => {
  beforeEach(() => {
    vi.stubGlobal('Image', PublicFolderImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the member’s avatar image when it loads', async () => {
    render(<FoundingMemberCard member={withImage} />);
    const image = await screen.findByRole('img', { name: withImage.name });
    expect(image.getAttribute('src')).toBe(withImage.image);
  });

  it('falls back to initials when the image path fails', async () => {
    const broken: FoundingMember = { ...withImage, image: '/images/members/no-such-file.svg' };
    const { container } = render(<FoundingMemberCard member={broken} />);
    // Give the (failing) load a chance to finish, then the initials must still be there.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('img')).toBeNull();
    const fallback = container.querySelector('[data-slot="avatar-fallback"]');
    expect(fallback?.textContent).toBe(initials(withImage.name));
  });

  it('shows initials, with the name as their label, for a member without an image', () => {
    const member = foundingMembers.find((candidate) => !candidate.image);
    if (!member) throw new Error('expected a founding member without an image');
    render(<FoundingMemberCard member={member} />);
    const fallback = screen.getByLabelText(member.name);
    expect(fallback.textContent).toBe(initials(member.name));
    expect(fallback.textContent).toMatch(/^[A-Z]{2}$/);
  });

  it('shows role, company, the quote clamped to four lines and a LinkedIn link', () => {
    const member = foundingMembers[1]!;
    render(<FoundingMemberCard member={member} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: member.name })).toBeTruthy();
    expect(within(card).getByText(member.role)).toBeTruthy();
    expect(within(card).getByText(member.company)).toBeTruthy();
    expect(within(card).getByText(`“${member.quote}”`).className).toContain('line-clamp-4');
    const link = within(card).getByRole('link', {
      name: new RegExp(`^${member.name} on LinkedIn`),
    });
    expect(link.getAttribute('href')).toBe(member.linkedinUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
