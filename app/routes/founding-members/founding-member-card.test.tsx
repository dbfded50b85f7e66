// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foundingMembers, type FoundingMember } from '#content/founding-members.ts';
import { initials } from '#content/people.ts';
import { FoundingMemberCard } from './founding-member-card.tsx';

const withImage = foundingMembers.find((member) => member.image);
if (!withImage) throw new Error('expected at least one founding member with an image');

describe('FoundingMemberCard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the member’s portrait from the first render, loaded lazily', () => {
    expect(existsSync(path.join('public', withImage.image!))).toBe(true);
    render(<FoundingMemberCard member={withImage} />);
    const image = screen.getByRole('img', { name: withImage.name });
    expect(image.getAttribute('src')).toBe(withImage.image);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '96']);
  });

  it('falls back to initials, with the name as their label, when the portrait fails', () => {
    const broken: FoundingMember = { ...withImage, image: '/images/members/no-such-file.svg' };
    render(<FoundingMemberCard member={broken} />);
    fireEvent.error(screen.getByRole('img', { name: withImage.name }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText(withImage.name).textContent).toBe(initials(withImage.name));
  });

  it('shows initials when the portrait failed before the script ran', () => {
    // A failed image is complete with no width; its error event came before React listened.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    render(<FoundingMemberCard member={withImage} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText(withImage.name).textContent).toBe(initials(withImage.name));
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
