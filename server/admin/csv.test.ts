import { describe, expect, it } from 'vitest';
import { adminViews } from '#schemas/admin-views.ts';
import { csvCell, csvFileName, csvHeader, csvRecord } from './csv.ts';

describe('csvCell', () => {
  it('quotes per RFC 4180 only when needed', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
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
    expect(csvRecord(view.csvColumns, { ...row, lead_session: 1 })).toBe(
      'Ada,CTO,"Engines, Ltd",ada@example.com,https://www.linkedin.com/in/ada,"\'=HYPERLINK(""x"")",Yes,AI Power Circle,2025-07-01T18:00:00.000Z,Approved,2025-07-02T09:30:00.000Z\r\n',
    );
    expect(csvRecord(view.csvColumns, { ...row, lead_session: false })).toContain(',No,');
  });

  it('names the file by date', () => {
    expect(csvFileName('event-registrations', new Date('2025-07-23T10:00:00Z'))).toBe(
      'event-registrations-2025-07-23.csv',
    );
  });
});
