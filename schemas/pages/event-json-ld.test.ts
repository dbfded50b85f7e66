import { describe, expect, it } from 'vitest';
import { newEventDocument, newEventRecord } from '#tests/fixtures/events.ts';
import { londonDateTime } from '#schemas/shared/london-time.ts';
import { eventJsonLd, eventJsonLdScript, jsonLdScriptText } from './event-json-ld.ts';

const siteUrl = 'https://womenleadingai.com';
const jsonLdOf = (...args: Parameters<typeof newEventRecord>) =>
  eventJsonLd(newEventRecord(...args), siteUrl);

describe('event JSON-LD', () => {
  it('names the event, its page, its share image and the community that runs it', () => {
    expect(jsonLdOf()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sunset Sail',
      description: 'Two hours on the river with women shaping AI.',
      url: 'https://womenleadingai.com/events/sunset-sail',
      image: 'https://womenleadingai.com/share/events--sunset-sail.png',
      organizer: { '@type': 'Organization', name: 'Women Leading AI', url: siteUrl },
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
  });

  it('gives the times with London’s offset, summer and winter', () => {
    expect(jsonLdOf()).toMatchObject({
      startDate: '2027-07-15T19:00:00+01:00',
      endDate: '2027-07-15T21:00:00+01:00',
    });
    const winter = newEventDocument({
      schedule: { kind: 'single', date: '2027-01-14', startTime: '18:30' },
    });
    expect(jsonLdOf(winter)).toMatchObject({ startDate: '2027-01-14T18:30:00+00:00' });
    expect(jsonLdOf(winter)).not.toHaveProperty('endDate');
    const retreat = newEventDocument({
      schedule: { kind: 'range', startDate: '2027-10-08', endDate: '2027-10-10' },
    });
    expect(jsonLdOf(retreat)).toMatchObject({ startDate: '2027-10-08', endDate: '2027-10-10' });
    const unfixed = newEventDocument({ schedule: { kind: 'month', month: '2027-11' } });
    expect(jsonLdOf(unfixed)).toMatchObject({ startDate: '2027-11' });
    expect(londonDateTime('2027-03-28', '03:00')).toBe('2027-03-28T03:00:00+01:00');
  });

  it('gives a series’ next session as of now, its first date without a now', () => {
    const labs = newEventRecord(
      newEventDocument({
        schedule: {
          kind: 'recurring',
          firstDate: '2025-07-17',
          rule: 'FREQ=MONTHLY;BYDAY=3TH',
          startTime: '18:30',
          endTime: '20:30',
        },
      }),
    );
    expect(eventJsonLd(labs, siteUrl, new Date('2026-11-28T12:00:00Z'))).toMatchObject({
      startDate: '2026-12-17T18:30:00+00:00',
      endDate: '2026-12-17T20:30:00+00:00',
    });
    expect(eventJsonLd(labs, siteUrl)).toMatchObject({ startDate: '2025-07-17T18:30:00+01:00' });
  });

  it('says a cancelled event is cancelled', () => {
    const cancelled = { status: 'cancelled' as const, cancelledAt: '2027-06-01T09:00:00.000Z' };
    expect(jsonLdOf(undefined, cancelled).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('places an online event at its page', () => {
    const online = newEventDocument({
      attendance: 'online',
      venue: { text: 'Online: private link shared on confirmation', disclosure: 'area' },
    });
    expect(jsonLdOf(online)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: {
        '@type': 'VirtualLocation',
        url: 'https://womenleadingai.com/events/sunset-sail',
      },
    });
  });

  it('names a public venue and its address, and only the area of a kept-back one', () => {
    const lumen = newEventDocument({
      venue: {
        text: "Lumen Analytics, King's Cross, London",
        disclosure: 'full',
        mapQuery: "King's Cross, London",
      },
    });
    expect(jsonLdOf(lumen).location).toEqual({
      '@type': 'Place',
      name: "Lumen Analytics, King's Cross, London",
      address: "King's Cross, London",
    });
    const keptBack = newEventDocument({
      venue: { text: 'Private club in central London', disclosure: 'area' },
      keptBack: { venue: 'The Quiet Room', address: '12 Hidden Street, London W1' },
    });
    const location = jsonLdOf(keptBack).location;
    expect(location).toEqual({
      '@type': 'Place',
      name: 'Private club in central London',
      address: 'Private club in central London',
    });
    expect(JSON.stringify(jsonLdOf(keptBack))).not.toMatch(/Quiet Room|Hidden Street/);
  });

  it('offers a priced event in GBP, a free one at 0, and no offer without a price', () => {
    const url = 'https://womenleadingai.com/events/sunset-sail';
    expect(jsonLdOf().offers).toEqual({
      '@type': 'Offer',
      url,
      description: '£45 per person',
      price: '45',
      priceCurrency: 'GBP',
    });
    expect(jsonLdOf(newEventDocument({ price: '£1,250.50 for the weekend' })).offers).toMatchObject(
      { price: '1250.50', priceCurrency: 'GBP' },
    );
    expect(jsonLdOf(newEventDocument({ price: 'Free for community members' })).offers).toEqual({
      '@type': 'Offer',
      url,
      description: 'Free for community members',
      price: 0,
      priceCurrency: 'GBP',
    });
    const unsaid = jsonLdOf(newEventDocument({ price: 'Paid: pricing shared after approval' }));
    expect(unsaid.offers).toEqual({
      '@type': 'Offer',
      url,
      description: 'Paid: pricing shared after approval',
    });
    expect(jsonLdOf(newEventDocument({ price: undefined }))).not.toHaveProperty('offers');
  });

  it('cannot end its script element, whatever a field holds', () => {
    const hostile = newEventDocument({ title: '</script><script>alert(1)</script> & <!--' });
    const text = eventJsonLdScript(newEventRecord(hostile), siteUrl);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(eventJsonLd(newEventRecord(hostile), siteUrl));
    expect(jsonLdScriptText({ line: 'a\u2028b' })).toBe('{"line":"a\\u2028b"}');
  });
});
