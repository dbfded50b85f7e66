import { describe, expect, it } from 'vitest';
import { events, spotsLabel, virtualPowerCircle } from './events.ts';

describe('the Event list', () => {
  it('holds the five events of the product description in order, each linking to its /wlai page', () => {
    expect(events.map((event) => event.link)).toEqual([
      '/wlai/events/ai-power-circle',
      '/wlai/events/waves-ai',
      '/wlai/events/women-leading-ai',
      '/wlai/events/leadership-labs',
      '/wlai/events/autumn-retreat',
    ]);
  });

  it('features only the July meetup, and no listed event is virtual', () => {
    expect(events.filter((event) => event.featured).map((event) => event.id)).toEqual([
      'ai-power-circle',
    ]);
    expect(events.some((event) => event.isVirtual)).toBe(false);
  });

  it('has the capacities of the product description', () => {
    expect(events.map((event) => spotsLabel(event.spots))).toEqual([
      '40 spots',
      '40 spots',
      '30 spots',
      '25 per session',
      'Limited to 20',
    ]);
  });

  it('lists the virtual circle as virtual, with limited spots and no number', () => {
    expect(virtualPowerCircle.isVirtual).toBe(true);
    expect(virtualPowerCircle.link).toBe('/wlai/events/ai-power-circle-virtual');
    expect(spotsLabel(virtualPowerCircle.spots)).toBe('Limited spots');
  });
});
