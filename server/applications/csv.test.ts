import { describe, expect, it } from 'vitest';
import { adminViews } from '#schemas/applications/admin-views.ts';
import { csvFileName, csvHeader, csvRecords, csvRows, londonTime } from './csv.ts';

/** One cell as the export writes it. */
const csvCell = (value: string) => csvRows([[value]]).replace(/\r\n$/, '');

describe('a cell of the export', () => {
  it('is quoted per RFC 4180 only when needed, a line break of its own too', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('')).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
    expect(
      csvRows([
        ['a', 'b'],
        ['c,d', ''],
      ]),
    ).toBe('a,b\r\n"c,d",\r\n');
  });

  it.each(['=SUM(A1:A2)', '+44 20 7946 0000', '-1', '@cmd', '\tx', '\rx'])(
    'neutralises a cell starting like a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it('keeps text that merely contains those characters', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Zoë — 日本')).toBe('Zoë — 日本');
  });
});

describe('event registrations export', () => {
  const view = adminViews.event_registrations;

  it('has the registrations columns of docs/product/data.md#csv-export, then the status', () => {
    expect(csvHeader(view.csvColumns)).toBe(
      'Full Name,Job Title,Company,Email,LinkedIn URL,Why Attend,Lead Session,Event Name,Registration Date,Status,Decided At\r\n',
    );
  });

  it('writes Yes/No for lead_session, on either engine', () => {
    const row = {
      full_name: 'Ada',
      job_title: 'CTO',
      company: 'Engines, Ltd',
      email: 'ada@example.com',
      linkedin_url: 'https://www.linkedin.com/in/ada',
      why_attend: '=HYPERLINK("x")',
      event_name: 'AI Power Circle',
      created_at: '2025-07-01T18:00:00.000Z',
      status: 'approved',
      status_changed_at: '2025-07-02T09:30:00.000Z',
    };
    expect(csvRecords(view.csvColumns, [{ ...row, lead_session: 1 }])).toBe(
      'Ada,CTO,"Engines, Ltd",ada@example.com,https://www.linkedin.com/in/ada,"\'=HYPERLINK(""x"")",Yes,AI Power Circle,2025-07-01 19:00:00 +01:00,Approved,2025-07-02 10:30:00 +01:00\r\n',
    );
    expect(csvRecords(view.csvColumns, [{ ...row, lead_session: false }])).toContain(',No,');
  });
});

describe('times in the export', () => {
  it('are as in London with their offset, in summer and in winter', () => {
    expect(londonTime('2025-07-23T17:05:09.123Z')).toBe('2025-07-23 18:05:09 +01:00');
    expect(londonTime('2025-12-01T09:00:00.000Z')).toBe('2025-12-01 09:00:00 +00:00');
    // Past midnight in London while still the day before in UTC.
    expect(londonTime('2025-06-30T23:30:00.000Z')).toBe('2025-07-01 00:30:00 +01:00');
  });
});

describe('the export file name', () => {
  const everything = { search: '', filter: '', status: '', multi: false, suspectedSpam: false };
  const summer = new Date('2025-07-23T10:00:00Z');

  it('is the view and the date when the whole table is exported', () => {
    expect(csvFileName(adminViews.event_registrations, everything, summer)).toBe(
      'event-registrations-2025-07-23.csv',
    );
  });

  it('names the tab, the filter, several events, spam and that a search narrowed it, in safe characters', () => {
    expect(
      csvFileName(
        adminViews.retreat_applications,
        {
          search: ' Zoë O’Brien ',
          filter: 'Women Leading AI 2025 Retreat',
          status: 'approved',
          multi: true,
          suspectedSpam: false,
        },
        summer,
      ),
    ).toBe(
      // Never what was searched: a person's name would stay in her downloads and history.
      'retreat-applications-approved-women-leading-ai-2025-retreat-several-events-search-2025-07-23.csv',
    );
    expect(csvFileName(adminViews.enquiries, { ...everything, suspectedSpam: true }, summer)).toBe(
      'enquiries-suspected-spam-2025-07-23.csv',
    );
  });

  it("names one event's rows by its address, right after the view", () => {
    expect(
      csvFileName(
        adminViews.event_registrations,
        { ...everything, eventSlug: 'ai-power-circle', status: 'approved', search: 'Ada' },
        summer,
      ),
    ).toBe('event-registrations-ai-power-circle-approved-search-2025-07-23.csv');
    expect(
      csvFileName(
        adminViews.event_registrations,
        { ...everything, eventSlug: 'ai-power-circle', status: 'approved' },
        summer,
      ),
    ).toBe('event-registrations-ai-power-circle-approved-2025-07-23.csv');
  });

  it('keeps quotes, slashes and dots out, and long texts short', () => {
    const name = csvFileName(
      adminViews.enquiries,
      {
        ...everything,
        search: `"../../${'x'.repeat(100)}`,
        filter: `summit:ticket:${'v'.repeat(60)}`,
      },
      summer,
    );
    // A part is at most 40 characters: `summit-ticket-` and 26 more.
    expect(name).toBe(`enquiries-summit-ticket-${'v'.repeat(26)}-search-2025-07-23.csv`);
    expect(csvFileName(adminViews.enquiries, { ...everything, search: '@@' }, summer)).toBe(
      'enquiries-search-2025-07-23.csv',
    );
  });

  it("takes London's date: just after midnight there it is already the next day", () => {
    expect(csvFileName(adminViews.enquiries, everything, new Date('2025-07-22T23:30:00Z'))).toBe(
      'enquiries-2025-07-23.csv',
    );
  });
});
