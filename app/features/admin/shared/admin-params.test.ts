import { describe, expect, it } from 'vitest';
import {
  idOfPath,
  listChange,
  listIdentity,
  mailStatusOf,
  offsetOf,
  openMailOf,
  pageOf,
  pageParam,
  tableQueryOf,
  reviewStatusOf,
  rowOf,
  selectionScope,
  spamOf,
  withParams,
} from './admin-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the admin address', () => {
  it('reads the id a path names, as the server accepts it', () => {
    expect(idOfPath('12')).toBe(12);
    expect(idOfPath('12abc')).toBeNull();
    expect(idOfPath('new')).toBeNull();
    expect(idOfPath(undefined)).toBeNull();
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

  it('reads the open mail as it reads a row, and a new list closes it', () => {
    expect(openMailOf(params('row=3&mail=7'))).toBe(7);
    expect(openMailOf(params('row=3&mail=0'))).toBeNull();
    expect(openMailOf(params('row=3&mail=2147483648'))).toBeNull();
    expect(openMailOf(params('row=3'))).toBeNull();
    const next = withParams(params('row=3&mail=7&page=2'), listChange({ status: 'sent' }));
    expect(Object.fromEntries(next)).toEqual({ status: 'sent' });
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

  it('reads the search, filter, multi-event filter, spam, tab and page of a table view', () => {
    expect(
      tableQueryOf(
        params('q=ada+lovelace&filter=Waves+%26+AI&multi=1&status=approved&page=3'),
        'event_registrations',
      ),
    ).toEqual({
      q: 'ada lovelace',
      filter: 'Waves & AI',
      status: 'approved',
      spam: false,
      multi: true,
      page: 3,
    });
    expect(tableQueryOf(params(''), 'enquiries')).toEqual({
      q: '',
      filter: '',
      status: undefined,
      spam: false,
      multi: false,
      page: 1,
    });
    // Enquiries are for no event: no multi-event filter there.
    expect(tableQueryOf(params('multi=1'), 'enquiries').multi).toBe(false);
    expect(tableQueryOf(params(`q=${'x'.repeat(300)}`), 'enquiries').q).toHaveLength(200);
  });

  it.each([
    ['page=2', 2],
    ['page=1', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=02', 1],
    ['page=two', 1],
    ['page=99999999', 21_474_836],
    ['', 1],
  ])('%j is page %j', (search, page) => {
    expect(pageOf(params(search))).toBe(page);
  });

  it('writes the page only past the first, and offsets by whole pages', () => {
    expect(pageParam(1)).toBeNull();
    expect(pageParam(4)).toBe('4');
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(200);
  });

  it('starts another list on its first page with no entry open, keeping the rest', () => {
    const next = withParams(
      params('view=retreat_applications&q=ada&page=4&row=9&status=pending'),
      listChange({ filter: 'Women Leading AI 2025 Retreat' }),
    );
    expect(Object.fromEntries(next)).toEqual({
      view: 'retreat_applications',
      q: 'ada',
      status: 'pending',
      filter: 'Women Leading AI 2025 Retreat',
    });
  });

  it('tells lists apart by what they match, not by their page', () => {
    const list = (search: string) =>
      listIdentity(tableQueryOf(params(search), 'event_registrations'));
    expect(list('q=ada&page=2')).toBe(list('q=ada'));
    expect(list('q=ada&multi=1')).not.toBe(list('q=ada'));
    expect(list('q=ada&status=approved')).not.toBe(list('q=ada'));
    expect(list('q=ada&filter=Waves+%26+AI')).not.toBe(list('q=ada'));
    expect(list('q=ada&spam=1')).not.toBe(list('q=ada'));
    const scope = (search: string) =>
      selectionScope(tableQueryOf(params(search), 'event_registrations'));
    expect(scope('q=ada&filter=Waves+%26+AI&multi=1&page=2')).toBe(scope(''));
    expect(scope('status=pending')).not.toBe(scope(''));
    expect(scope('spam=1')).not.toBe(scope(''));
  });
});
