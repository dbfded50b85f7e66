import { describe, expect, it } from 'vitest';
import {
  mailStatusOf,
  placeOf,
  placeSearch,
  reviewStatusOf,
  rowHref,
  rowOf,
  spamOf,
  withParams,
} from './admin-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the admin address', () => {
  it('names a table view, the Mail view, or else the Event registrations view', () => {
    expect(placeOf(params('view=enquiries'))).toBe('enquiries');
    expect(placeOf(params('view=mail'))).toBe('mail');
    expect(placeOf(params(''))).toBe('event_registrations');
    expect(placeOf(params('view=admin_users'))).toBe('event_registrations');
    expect(placeSearch('event_registrations')).toEqual({});
    expect(placeSearch('mail')).toEqual({ view: 'mail' });
  });

  it.each([
    ['row=1', 1],
    ['row=2147483647', 2147483647],
    ['row=2147483648', null],
    ['row=0', null],
    ['row=01', null],
    ['row=-3', null],
    ['row=1.5', null],
    ['row=12345678901', null],
    ['row=', null],
    ['', null],
  ])('%j opens the row %j', (search, id) => {
    expect(rowOf(params(search))).toBe(id);
  });

  it('links to an entry with its details open, only for a known table', () => {
    expect(rowHref('private_evening_applications', 42)).toBe(
      '?view=private_evening_applications&row=42',
    );
    expect(rowHref('admin_users', 1)).toBeNull();
  });

  it('reads the spam filter and the mail status, ignoring anything else', () => {
    expect(spamOf(params('spam=1'))).toBe(true);
    expect(spamOf(params('spam=true'))).toBe(false);
    expect(mailStatusOf(params('status=failed'))).toBe('failed');
    expect(mailStatusOf(params('status=bounced'))).toBeUndefined();
    expect(mailStatusOf(params(''))).toBeUndefined();
  });

  it('changes some keys and keeps the others', () => {
    const next = withParams(params('view=enquiries&spam=1&row=3'), { row: null, spam: null });
    expect(next.toString()).toBe('view=enquiries');
    expect(withParams(params('view=mail'), { status: 'sent' }).toString()).toBe(
      'view=mail&status=sent',
    );
  });

  it("reads a table view's status tab, only a status of that table", () => {
    expect(reviewStatusOf(params('status=approved'), 'event_registrations')).toBe('approved');
    expect(reviewStatusOf(params('status=answered'), 'enquiries')).toBe('answered');
    expect(reviewStatusOf(params('status=answered'), 'event_registrations')).toBeUndefined();
    expect(reviewStatusOf(params('status=failed'), 'enquiries')).toBeUndefined();
    expect(reviewStatusOf(params(''), 'enquiries')).toBeUndefined();
  });
});
