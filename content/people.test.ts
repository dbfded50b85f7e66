import { describe, expect, it } from 'vitest';
import { initials } from './people.ts';

describe('initials', () => {
  it('takes the first and last name, skipping titles', () => {
    expect(initials('Maya Okafor')).toBe('MO');
    expect(initials('Dr. Helena Marsh')).toBe('HM');
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('');
  });
});
