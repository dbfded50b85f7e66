import { describe, expect, it } from 'vitest';
import { isCommunityDomain } from './community-domain.ts';

describe('isCommunityDomain', () => {
  it('is true when the hostname contains the domain marker, in any case', () => {
    expect(isCommunityDomain('womenleadingai.com')).toBe(true);
    expect(isCommunityDomain('www.WomenLeadingAI.co.uk')).toBe(true);
    expect(isCommunityDomain('preview.womenleadingai.example')).toBe(true);
  });

  it('is false for any other hostname', () => {
    expect(isCommunityDomain('127.0.0.1')).toBe(false);
    expect(isCommunityDomain('localhost')).toBe(false);
    expect(isCommunityDomain('women-leading-ai.com')).toBe(false);
    expect(isCommunityDomain('')).toBe(false);
  });

  it('takes another marker when given one', () => {
    expect(isCommunityDomain('example.org', 'example')).toBe(true);
  });
});
