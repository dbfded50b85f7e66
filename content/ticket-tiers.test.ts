import { describe, expect, it } from 'vitest';
import { formatPrice, ticketTiers } from './ticket-tiers.ts';

describe('ticket tiers', () => {
  it('has the four tiers of the product description at their prices, General Admission the only popular one', () => {
    expect(
      ticketTiers.map((tier) => [tier.id, tier.name, formatPrice(tier.price), tier.popular]),
    ).toEqual([
      ['early-bird', 'Early Bird', '£49', false],
      ['general', 'General Admission', '£95', true],
      ['vip', 'VIP', '£150', false],
      ['digital', 'Digital Access', '£19', false],
    ]);
  });

  it('formats larger amounts with a thousands separator', () => {
    expect(formatPrice(1500)).toBe('£1,500');
  });
});
