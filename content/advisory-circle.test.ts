import { describe, expect, it } from 'vitest';
import { advisoryCircle } from './advisory-circle.ts';

describe('the private advisory circle', () => {
  it('offers the three tiers of the product description with their labels', () => {
    expect(advisoryCircle.tiers.items.map(({ name, label }) => [name, label])).toEqual([
      ['1:1 Advisor', 'start here'],
      ['Bespoke Team of Advisors', 'level up'],
      ['Local Peer Network', 'stay ahead'],
    ]);
    expect(advisoryCircle.tiers.items[2]?.description).toMatch(/invitation-only/);
  });

  it('explains how it works in three steps and sends the hero button to the form', () => {
    expect(advisoryCircle.steps.items).toHaveLength(3);
    expect(advisoryCircle.requestButton).toBe('Request Private Invite');
    expect(advisoryCircle.formId).toBe('request-invite');
  });
});
