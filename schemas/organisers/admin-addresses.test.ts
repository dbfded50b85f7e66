import { describe, expect, it } from 'vitest';
import {
  addressOfOldView,
  doorHref,
  eventsHref,
  guestsHref,
  isAdminPlaceAddress,
  mailHref,
  placeHref,
  placeOfAdminPath,
  rowHref,
  tableHref,
} from './admin-addresses.ts';

describe("the admin's addresses", () => {
  it.each([
    ['', 'event_registrations'],
    ['tables/retreat_applications', 'retreat_applications'],
    ['guests', 'guests'],
    ['events', 'events'],
    ['events/new', 'events'],
    ['events/12', 'events'],
    ['events/12/guests', 'guests'],
    ['events/12/door', 'guests'],
    ['mail', 'mail'],
    ['mail/34', 'mail'],
    ['audit', 'audit'],
    ['people', 'people'],
    ['retention', 'retention'],
    ['erasure-requests', 'erasure-requests'],
    ['organisers', 'organisers'],
  ])('/admin/%s is the place %s', (below, place) => {
    expect(placeOfAdminPath(below)).toBe(place);
  });

  it.each([
    'tables/admin_users',
    // Event registrations has one address: the admin's root.
    'tables/event_registrations',
    'tables',
    'events/0',
    'events/12abc',
    'events/2147483648',
    'events/12/guests/3',
    'events/12/doors',
    'events/new/door',
    'mail/new',
    'guests/12',
    'join-us',
    'Events',
  ])('/admin/%s is no place', (below) => {
    expect(placeOfAdminPath(below)).toBeUndefined();
    expect(isAdminPlaceAddress(`/admin/${below}`)).toBe(false);
  });

  it('answers for addresses below the root only (the root and join are pages of their own)', () => {
    expect(isAdminPlaceAddress('/admin/events/12/guests')).toBe(true);
    expect(isAdminPlaceAddress('/admin')).toBe(false);
    expect(isAdminPlaceAddress('/admin/')).toBe(false);
    expect(isAdminPlaceAddress('/administrator/events')).toBe(false);
    expect(isAdminPlaceAddress('/wlai/admin/events')).toBe(false);
  });

  it('writes each place, event, mail and entry as the patterns read them', () => {
    for (const href of [
      placeHref('guests'),
      placeHref('enquiries'),
      eventsHref(),
      eventsHref('new'),
      eventsHref(12),
      guestsHref(),
      guestsHref(12),
      doorHref(12),
      mailHref(),
      mailHref(34),
    ]) {
      expect(isAdminPlaceAddress(href.split('?')[0]!), href).toBe(true);
    }
    expect(placeHref('event_registrations')).toBe('/admin');
    expect(eventsHref(12)).toBe('/admin/events/12');
    expect(guestsHref(12, 'approved')).toBe('/admin/events/12/guests?status=approved');
    expect(guestsHref(12, '')).toBe('/admin/events/12/guests');
    expect(doorHref(12)).toBe('/admin/events/12/door');
    expect(mailHref(34, { status: 'failed', page: null })).toBe('/admin/mail/34?status=failed');
    expect(rowHref('private_evening_applications', 42)).toBe(
      '/admin/tables/private_evening_applications?row=42',
    );
    expect(rowHref('event_registrations', 7)).toBe('/admin?row=7');
    expect(tableHref('enquiries', { q: 'a b', page: 2 })).toBe(
      '/admin/tables/enquiries?q=a+b&page=2',
    );
  });

  it.each([
    ['view=events', '/admin/events'],
    ['view=events&event=12', '/admin/events/12'],
    ['view=events&event=new', '/admin/events/new'],
    ['view=events&event=nope', '/admin/events'],
    ['view=guests', '/admin/guests'],
    ['view=guests&event=12&status=waitlisted', '/admin/events/12/guests?status=waitlisted'],
    ['view=mail&status=failed&mail=34', '/admin/mail/34?status=failed'],
    ['view=mail&page=3', '/admin/mail?page=3'],
    // The link of an organiser's notice mailed before the places had addresses.
    ['view=retreat_applications&row=12', '/admin/tables/retreat_applications?row=12'],
    ['view=enquiries&q=ada&spam=1&page=2', '/admin/tables/enquiries?q=ada&spam=1&page=2'],
    ['view=event_registrations&row=3', '/admin?row=3'],
    [
      'view=audit&actor=ada%40example.com&action=review',
      '/admin/audit?actor=ada%40example.com&action=review',
    ],
    ['view=people', '/admin/people'],
    ['view=admin_users', '/admin'],
  ])('the old address ?%s leads to %s', (search, address) => {
    expect(addressOfOldView(new URLSearchParams(search))).toBe(address);
  });

  it('leaves an address with no view where it is', () => {
    expect(addressOfOldView(new URLSearchParams('row=3&status=pending'))).toBeNull();
  });
});
