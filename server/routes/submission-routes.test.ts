import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from './submission-routes.ts';

describe('rateLimitedMessage', () => {
  it('says how many whole minutes to wait, in the singular for one', () => {
    expect(rateLimitedMessage(1)).toBe(
      'You have sent a lot of forms in a short time. Please wait 1 minute and try again.',
    );
    expect(rateLimitedMessage(60)).toContain('Please wait 1 minute and');
    expect(rateLimitedMessage(61)).toContain('Please wait 2 minutes and');
    expect(rateLimitedMessage(600)).toContain('Please wait 10 minutes and');
  });
});
