import { describe, expect, it } from 'vitest';
import { applicantKey } from './applicant-key.ts';

describe('applicantKey', () => {
  it('ignores case, a +tag, and Gmail’s dots', () => {
    expect(applicantKey('Ada.Lovelace+events@Example.com')).toBe('ada.lovelace@example.com');
    expect(applicantKey('ada.lovelace@gmail.com')).toBe('adalovelace@gmail.com');
    expect(applicantKey('A.D.A.Lovelace+x@GoogleMail.com')).toBe('adalovelace@gmail.com');
  });

  it('keeps dots elsewhere and a leading plus', () => {
    expect(applicantKey('ada.l@example.com')).not.toBe(applicantKey('adal@example.com'));
    expect(applicantKey('+ada@example.com')).toBe('+ada@example.com');
  });
});
