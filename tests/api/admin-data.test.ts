import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#content/event-names.ts';
import {
  adminViewOrder,
  adminViews,
  type AdminListResponse,
  type AdminSummary,
} from '#schemas/applications/admin-views.ts';
import { initialStatus, statusLabel } from '#schemas/applications/review-statuses.ts';
import {
  createAdmin,
  insertRows,
  parseCsv,
  postSignIn,
  signIn,
  sessionTokenFrom,
} from '#tests/fixtures/admin.ts';
import { exportPageSize } from '#server/applications/listing.ts';
import { eventNamesOfTable } from '#server/events/event-store.ts';
import { validValues } from '#tests/fixtures/submissions.ts';
import { startTestApp, type TestApp } from '#tests/setup/test-app.ts';

const specHeader =
  'Full Name,Job Title,Company,Email,LinkedIn URL,Why Attend,Lead Session,Event Name,Registration Date';

type ListParams = { search?: string; filter?: string; offset?: number; limit?: number };

function client(testApp: TestApp, cookie: string) {
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const query = (params: ListParams) =>
    new URLSearchParams(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    ).toString();
  return {
    get,
    list: async (table: string, params: ListParams = {}) => {
      const response = await get(`/api/admin/tables/${table}?${query(params)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminListResponse>();
    },
    summary: async (table: string) => {
      const response = await get(`/api/admin/tables/${table}/summary`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminSummary>();
    },
    exportCsv: (table: string, params: ListParams = {}) =>
      get(`/api/admin/tables/${table}/export?${query(params)}`),
  };
}

/** The export's records after the header, each a list of cells. */
function csvRecords(response: LightMyRequestResponse): string[][] {
  const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
  expect(header).toBeDefined();
  return records;
}

/** Today as in London, `YYYY-MM-DD`. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** Exports, then checks the attachment is named after London's date (either side of midnight). */
async function exportNamed(
  api: ReturnType<typeof client>,
  table: string,
  fileStem: string,
): Promise<LightMyRequestResponse> {
  const before = today();
  const response = await api.exportCsv(table);
  expect(response.statusCode).toBe(200);
  expect([before, today()].map((day) => `attachment; filename="${fileStem}-${day}.csv"`)).toContain(
    response.headers['content-disposition'],
  );
  return response;
}

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 10, minute)).toISOString();

/** Eight registrations, oldest first; Grace and Katherine registered in the same millisecond. */
const registrations = [
  {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines Ltd',
    job_title: 'Head of Data Science',
    lead_session: true,
    event_name: eventNames.julyMeetup,
    why_attend: 'To meet peers.',
    created_at: at(0),
  },
  {
    full_name: 'Grace Hopper',
    email: 'grace@navy.example',
    company: 'Compiler Co',
    job_title: 'Rear Admiral',
    lead_session: false,
    event_name: eventNames.summerBoat,
    created_at: at(1),
  },
  {
    full_name: 'Katherine Johnson',
    email: 'kj@nasa.example',
    company: 'Orbital Analytics',
    job_title: 'Mathematician',
    lead_session: true,
    event_name: eventNames.julyMeetup,
    created_at: at(1),
  },
  {
    full_name: 'Hedy Lamarr',
    email: 'hedy@freq.example',
    company: 'Frequency Labs',
    job_title: 'Inventor',
    lead_session: false,
    event_name: eventNames.summerBoat,
    why_attend: 'A Zeppelin ride.',
    created_at: at(2),
  },
  {
    full_name: 'Mary Jackson',
    email: 'mary@example.com',
    company: '100% Growth',
    job_title: 'Engineer',
    lead_session: false,
    event_name: eventNames.boardroom,
    created_at: at(3),
  },
  {
    full_name: 'Dorothy Vaughan',
    email: 'dorothy_v@example.com',
    company: 'Compiler Co',
    job_title: 'Programmer',
    lead_session: true,
    event_name: eventNames.julyMeetup,
    created_at: at(4),
  },
  {
    full_name: 'Élodie Durand',
    email: 'elodie@example.fr',
    company: 'Société Générale',
    job_title: 'Directrice',
    lead_session: false,
    event_name: eventNames.summerBoat,
    created_at: at(5),
  },
  {
    full_name: 'Joan Clarke',
    email: 'joan@example.com',
    company: 'Bletchley Park',
    job_title: 'Cryptanalyst',
    lead_session: false,
    event_name: eventNames.julyMeetup,
    linkedin_url: 'https://www.linkedin.com/in/zeppelin-fan',
    created_at: at(6),
  },
];

const newestFirst = [
  'joan@example.com',
  'elodie@example.fr',
  'dorothy_v@example.com',
  'mary@example.com',
  'hedy@freq.example',
  'kj@nasa.example',
  'grace@navy.example',
  'ada@example.com',
];

const emails = (body: AdminListResponse) => body.rows.map((row) => row.email);

describe('admin data', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    testApp = await startTestApp();
    await insertRows(testApp.database, 'event_registrations', registrations);
    for (const table of adminViewOrder.filter((name) => name !== 'event_registrations')) {
      await insertRows(testApp.database, table, [{}]);
    }
    api = client(testApp, await signIn(testApp.app, await createAdmin(testApp.database)));
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('the registrations list', () => {
    it('shows every row newest first, the same millisecond by arrival', async () => {
      const body = await api.list('event_registrations');
      expect(emails(body)).toEqual(newestFirst);
      expect(body.matching).toBe(8);
    });

    it('lists the matches of a search newest first too, the same millisecond by arrival', async () => {
      // Every row's email has an '@'.
      const body = await api.list('event_registrations', { search: '@' });
      expect(emails(body)).toEqual(newestFirst);
      expect(body.matching).toBe(8);
      // In pages too, to the end and past it.
      const pages = [];
      for (const offset of [0, 3, 6]) {
        const page = await api.list('event_registrations', { search: '@', offset, limit: 3 });
        expect(page.matching).toBe(8);
        pages.push(...emails(page));
      }
      expect(pages).toEqual(newestFirst);
      const past = await api.list('event_registrations', { search: '@', offset: 9, limit: 3 });
      expect(past).toEqual({ rows: [], matching: 8 });
      expect(await api.list('event_registrations', { search: 'nobody at all' })).toEqual({
        rows: [],
        matching: 0,
      });
    });

    it('gives each row its id, the view columns, its status, when it was erased, booleans as true/false and its other events', async () => {
      const body = await api.list('event_registrations');
      const ada = body.rows.find((row) => row.email === 'ada@example.com')!;
      expect(ada).toEqual({
        id: expect.any(Number),
        full_name: 'Ada Lovelace',
        job_title: 'Head of Data Science',
        company: 'Analytical Engines Ltd',
        email: 'ada@example.com',
        lead_session: true,
        event_name: eventNames.julyMeetup,
        created_at: at(0),
        status: 'pending',
        anonymised_at: null,
        otherEvents: [],
      });
      const flags = body.rows.map((row) => row.lead_session);
      expect(flags).toEqual([false, false, true, false, false, true, false, true]);
    });

    it('shows one row whole, and 404 for an id or table that does not exist', async () => {
      const ada = (await api.list('event_registrations')).rows.find(
        (row) => row.email === 'ada@example.com',
      )!;
      const response = await api.get(
        `/api/admin/tables/event_registrations/rows/${String(ada.id)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: ada.id,
        full_name: 'Ada Lovelace',
        linkedin_url: expect.stringMatching(/^https:\/\//),
        why_attend: expect.any(String),
        lead_session: true,
      });
      for (const url of [
        '/api/admin/tables/event_registrations/rows/999999',
        '/api/admin/tables/event_registrations/rows/2147483647',
        `/api/admin/tables/admin_users/rows/1`,
      ]) {
        const missing = await api.get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json(), url).toEqual({ error: 'not_found' });
      }
      // Not an id at all, or beyond the id column's range (PostgreSQL's integer): a 400 that
      // names the parameter, never a database error.
      for (const id of ['0', '1e3', '-1', '2147483648', '999999999999999', '%00', 'x']) {
        const url = `/api/admin/tables/event_registrations/rows/${id}`;
        const refused = await api.get(url);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json(), url).toEqual({
          error: 'validation',
          message: 'Please check the highlighted fields.',
          fieldErrors: { id: 'Must be a whole number from 1 to 2147483647.' },
        });
      }
    });

    it('counts the stat cards over all rows (the summary takes no search or filter)', async () => {
      const summary = await api.summary('event_registrations');
      expect(summary.stats).toEqual({ total: 8, flagged: 3, uniqueCompanies: 7 });
      const searched = await api.list('event_registrations', { search: 'lovelace' });
      expect(searched).not.toHaveProperty('stats');
    });

    it.each([
      ['name', 'LOVELACE', ['ada@example.com']],
      ['email', 'NASA.Example', ['kj@nasa.example']],
      ['company', 'compiler co', ['dorothy_v@example.com', 'grace@navy.example']],
      ['job title', 'rear ADMIRAL', ['grace@navy.example']],
      ['part of a word', 'letch', ['joan@example.com']],
    ])('searches the %s, ignoring case', async (_column, search, expected) => {
      const body = await api.list('event_registrations', { search });
      expect(emails(body)).toEqual(expected);
      expect(body.matching).toBe(expected.length);
    });

    it('searches accented names ignoring case', async () => {
      for (const search of ['élodie', 'SOCIÉTÉ']) {
        const body = await api.list('event_registrations', { search });
        expect(emails(body), search).toEqual(['elodie@example.fr']);
      }
    });

    it('does not search other columns', async () => {
      // "zeppelin" is only in a why_attend and a LinkedIn URL; "Waves" only in event names.
      for (const search of ['zeppelin', 'Waves']) {
        const body = await api.list('event_registrations', { search });
        expect(body.rows, search).toEqual([]);
        expect(body.matching, search).toBe(0);
      }
    });

    it('takes % and _ in the search literally', async () => {
      expect(emails(await api.list('event_registrations', { search: '%' }))).toEqual([
        'mary@example.com',
      ]);
      expect(emails(await api.list('event_registrations', { search: '_' }))).toEqual([
        'dorothy_v@example.com',
      ]);
      expect((await api.list('event_registrations', { search: '\\' })).matching).toBe(0);
    });

    it('offers the stored events of the table, the latest first, then names only rows hold', async () => {
      const body = await api.summary('event_registrations');
      expect(body.filterOptions).toEqual([
        // The table's stored events by their day (docs/product/data.md#event-names-and-dates).
        ...(await eventNamesOfTable(testApp.database, 'event_registrations')),
        // A row's name that no event of the table stores.
        eventNames.boardroom,
      ]);
      expect(body.filterOptions.slice(0, 2).sort()).toEqual(
        [eventNames.julyMeetup, eventNames.summerBoat].sort(),
      );
    });

    it('narrows rows and the matching count by event, alone or with a search', async () => {
      const boat = await api.list('event_registrations', { filter: eventNames.summerBoat });
      expect(emails(boat)).toEqual([
        'elodie@example.fr',
        'hedy@freq.example',
        'grace@navy.example',
      ]);
      expect(boat.matching).toBe(3);

      const both = await api.list('event_registrations', {
        filter: eventNames.julyMeetup,
        search: 'example.com',
      });
      expect(emails(both)).toEqual([
        'joan@example.com',
        'dorothy_v@example.com',
        'ada@example.com',
      ]);
      expect(both.matching).toBe(3);

      const none = await api.list('event_registrations', { filter: 'An event nobody chose' });
      expect(none.rows).toEqual([]);
      expect(none.matching).toBe(0);
    });

    it('pages with offset and limit', async () => {
      const pages = [];
      for (const offset of [0, 3, 6]) {
        const body = await api.list('event_registrations', { offset, limit: 3 });
        expect(body.matching).toBe(8);
        pages.push(...emails(body));
      }
      expect(pages).toEqual(newestFirst);
      // A short last page gives the count without counting; past the end it is counted.
      const last = await api.list('event_registrations', { offset: 7, limit: 3 });
      expect(last.rows).toHaveLength(1);
      expect(last.matching).toBe(8);
      const past = await api.list('event_registrations', { offset: 9, limit: 3 });
      expect(past.rows).toEqual([]);
      expect(past.matching).toBe(8);
      expect((await api.list('event_registrations', { limit: 500 })).rows).toHaveLength(8);
    });

    it.each([
      ['limit=501', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=ten', 'limit'],
      ['offset=2147483648', 'offset'],
      ['offset=1e300', 'offset'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=a%00b', 'search'],
      ['search=%07', 'search'],
      ['search=a%C2%85b', 'search'],
      ['filter=AI%00Power', 'filter'],
      ['search=a&search=b', 'search'],
    ])('answers a bad query (%s) with 400 naming the parameter', async (query, field) => {
      for (const route of ['', '/export']) {
        const url = `/api/admin/tables/event_registrations${route}?${query}`;
        const response = await api.get(url);
        expect(response.statusCode, url).toBe(400);
        const body = response.json<{ error: string; fieldErrors: Record<string, string> }>();
        expect(body.error, url).toBe('validation');
        expect(Object.keys(body.fieldErrors), url).toEqual([field]);
        expect(response.body, url).not.toContain('Lovelace');
      }
    });

    it.each(['no_such_table', 'admin_users', 'admin_sessions'])(
      'answers an unknown table (%s) with 404',
      async (table) => {
        for (const url of [`/api/admin/tables/${table}`, `/api/admin/tables/${table}/export`]) {
          const response = await api.get(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toMatch(/scrypt|password|token/);
        }
      },
    );
  });

  describe.each(adminViewOrder.filter((table) => table !== 'event_registrations'))(
    'the %s view',
    (table) => {
      const view = adminViews[table];
      // Looked up by the view's column names, which the compiler checked against the table.
      const values: Record<string, unknown> = validValues[table];
      // A new row's review status (docs/product/data.md#review-status): its first one, never
      // changed.
      const reviewed: Record<string, unknown> = {
        ...values,
        status: initialStatus(table),
        status_changed_at: null,
      };

      it('lists the stored row with its columns, stats and filter choices', async () => {
        const body = await api.list(table);
        expect(body.matching).toBe(1);
        const [row] = body.rows;
        for (const column of view.columns) {
          if (column.key === 'created_at') {
            expect(row![column.key]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
          } else {
            expect(row![column.key], column.key).toEqual(values[column.key]);
          }
        }
        const summary = await api.summary(table);
        expect(summary.stats.total).toBe(1);
        expect(summary.stats.flagged).toBe(
          view.flagStat ? Number(values[view.flagStat.column] === true) : null,
        );
        expect(summary.stats.uniqueCompanies).toBe(
          view.columns.some((column) => column.key === 'company') ? 1 : null,
        );
        // An event filter lists the table's stored events too (docs/product/data.md#event-names-and-dates).
        expect(summary.filterOptions).toEqual(
          view.filter
            ? [
                ...new Set([
                  ...(view.filter.column === 'event_name'
                    ? await eventNamesOfTable(testApp.database, table)
                    : []),
                  values[view.filter.column],
                ]),
              ]
            : [],
        );
      });

      it('shows the row with every column of its CSV', async () => {
        const [listed] = (await api.list(table)).rows;
        const response = await api.get(`/api/admin/tables/${table}/rows/${String(listed!.id)}`);
        expect(response.statusCode, response.body).toBe(200);
        const row = response.json<Record<string, unknown>>();
        expect(Object.keys(row).sort()).toEqual(
          [
            ...new Set(['id', ...view.csvColumns.map((column) => column.key), 'anonymised_at']),
          ].sort(),
        );
        for (const column of view.csvColumns) {
          if (column.key !== 'created_at')
            expect(row[column.key], column.key).toEqual(reviewed[column.key]);
        }
      });

      it('exports the row under the view columns', async () => {
        const response = await exportNamed(api, table, view.csvName);
        const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''));
        expect(header).toEqual(view.csvColumns.map((column) => column.label));
        expect(records).toHaveLength(1);
        view.csvColumns.forEach((column, index) => {
          const value =
            column.key === 'status' ? statusLabel(String(reviewed.status)) : reviewed[column.key];
          const expected =
            typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value === null ? '' : value;
          if (column.key !== 'created_at') expect(records[0]![index], column.key).toBe(expected);
        });
      });
    },
  );

  describe('the private invite requests export', () => {
    it('has its own columns, file name and Yes/No', async () => {
      const response = await exportNamed(api, 'private_invite_requests', 'private-invite-requests');
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const [header, record, ...rest] = parseCsv(response.body.replace(/^\uFEFF/, ''));
      expect(header).toEqual([
        'Name',
        'Email',
        'Role',
        'Company',
        'Challenge',
        'Newsletter',
        'Request Date',
        'Status',
        'Decided At',
      ]);
      const sent = validValues.private_invite_requests;
      expect(sent.newsletter).toBe(true);
      expect(record).toEqual([
        sent.name,
        sent.email,
        sent.role,
        sent.company,
        sent.challenge,
        'Yes',
        // As in London, with the offset (docs/product/data.md#csv-export).
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d\d:\d\d$/),
        'New',
        '',
      ]);
      expect(rest).toEqual([]);
    });
  });

  describe('the registrations export', () => {
    it('is a UTF-8 CSV attachment named after today, with the registrations header', async () => {
      const response = await exportNamed(api, 'event_registrations', 'event-registrations');
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // The registrations' nine columns as they were, then the review status
      // (docs/product/data.md#csv-export).
      expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${specHeader},Status,Decided At`);
    });

    it('holds each registration with Yes/No and its registration date', async () => {
      const response = await api.exportCsv('event_registrations');
      const records = csvRecords(response);
      expect(records.map((record) => record[3])).toEqual(newestFirst);
      expect(records.at(-1)).toEqual([
        'Ada Lovelace',
        'Head of Data Science',
        'Analytical Engines Ltd',
        'ada@example.com',
        validValues.event_registrations.linkedin_url,
        'To meet peers.',
        'Yes',
        eventNames.julyMeetup,
        // 10:00 UTC on 1 June 2025 is 11:00 in London (summer time).
        '2025-06-01 11:00:00 +01:00',
        'Pending',
        '',
      ]);
      expect(records.at(-2)![6]).toBe('No');
      // Accents survive the round trip.
      expect(records[1]!.slice(0, 3)).toEqual(['Élodie Durand', 'Directrice', 'Société Générale']);
    });

    it('names the file after what it holds: the tab, the event and the search', async () => {
      const response = await api.get(
        `/api/admin/tables/event_registrations/export?${new URLSearchParams({
          status: 'pending',
          filter: eventNames.summerBoat,
          search: 'Compiler Co',
        })}`,
      );
      expect(response.statusCode).toBe(200);
      // "Waves & AI" in safe characters; that a search narrowed it, not what was searched.
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="event-registrations-pending-waves-ai-search-\d{4}-\d\d-\d\d\.csv"$/,
      );
    });

    it.each<ListParams>([
      {},
      { search: 'COMPILER' },
      { filter: eventNames.summerBoat },
      { search: 'example.com', filter: eventNames.julyMeetup },
      { search: 'nobody at all' },
    ])('holds exactly the rows the list shows for %j, in its order', async (params) => {
      const listed = await api.list('event_registrations', { ...params, limit: 500 });
      const response = await api.exportCsv('event_registrations', params);
      expect(response.statusCode).toBe(200);
      const records = csvRecords(response);
      expect(records.map((record) => record[3])).toEqual(emails(listed));
      expect(response.headers['x-row-count']).toBe(String(listed.matching));
      expect(records).toHaveLength(listed.matching);
    });
  });
});

describe('admin export of awkward values and many rows', () => {
  let testApp: TestApp;
  let api: ReturnType<typeof client>;
  // More than one export page, so the export's keyset paging is crossed.
  const bulk = exportPageSize + 500;
  const bulkEmail = (index: number) => `person-${index}@bulk.example`;

  beforeAll(async () => {
    testApp = await startTestApp();
    // Seven rows per millisecond, so an export page ends inside a run of equal times.
    const base = Date.UTC(2025, 0, 1);
    await insertRows(
      testApp.database,
      'event_registrations',
      Array.from({ length: bulk }, (_, index) => ({
        full_name: `Person ${index}`,
        email: bulkEmail(index),
        company: `Company ${index % 300}`,
        event_name: index % 5 === 0 ? eventNames.summerBoat : eventNames.julyMeetup,
        lead_session: index % 2 === 0,
        created_at: new Date(base + Math.floor(index / 7)).toISOString(),
      })),
    );
    await insertRows(testApp.database, 'event_registrations', [
      {
        full_name: 'Smith, Jane',
        email: 'jane@awkward.example',
        company: 'Line one\nLine two',
        job_title: '=HYPERLINK("http://evil.example","x")',
        why_attend: 'She said "hi", twice.',
        lead_session: false,
        created_at: '2025-02-01T00:00:00.000Z',
      },
      {
        full_name: '+44 20 7946 0000',
        email: 'plus@awkward.example',
        company: '-Minus Ltd',
        job_title: '@mention',
        why_attend: '\tTabbed',
        linkedin_url: '\rhttps://www.linkedin.com/in/cr',
        lead_session: false,
        created_at: '2025-02-01T00:00:01.000Z',
      },
    ]);
    api = client(testApp, await signIn(testApp.app, await createAdmin(testApp.database)));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('quotes commas, quotes and line breaks per RFC 4180', async () => {
    const response = await api.exportCsv('event_registrations', { search: 'jane@awkward' });
    expect(response.headers['x-row-count']).toBe('1');
    expect(response.body).toContain('"Smith, Jane"');
    expect(response.body).toContain('"Line one\nLine two"');
    expect(response.body).toContain('"She said ""hi"", twice."');
    const [record] = csvRecords(response);
    expect(record!.slice(0, 6)).toEqual([
      'Smith, Jane',
      `'=HYPERLINK("http://evil.example","x")`,
      'Line one\nLine two',
      'jane@awkward.example',
      validValues.event_registrations.linkedin_url,
      'She said "hi", twice.',
    ]);
  });

  it('shows formulas as text: a cell starting with = + - @ tab or CR gets a leading quote', async () => {
    const response = await api.exportCsv('event_registrations', { search: 'awkward.example' });
    const records = csvRecords(response);
    expect(records.map((record) => record[3])).toEqual([
      'plus@awkward.example',
      'jane@awkward.example',
    ]);
    expect(records[0]!.slice(0, 6)).toEqual([
      `'+44 20 7946 0000`,
      `'@mention`,
      `'-Minus Ltd`,
      'plus@awkward.example',
      `'\rhttps://www.linkedin.com/in/cr`,
      `'\tTabbed`,
    ]);
    expect(records[1]![1]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it(`exports all ${bulk + 2} rows once each, newest first, across internal pages`, async () => {
    const response = await api.exportCsv('event_registrations');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-row-count']).toBe(String(bulk + 2));
    const exported = csvRecords(response).map((record) => record[3]);
    const expected = [
      'plus@awkward.example',
      'jane@awkward.example',
      // Later times first; equal times by arrival, latest first.
      ...Array.from({ length: bulk }, (_, index) => bulkEmail(bulk - 1 - index)),
    ];
    expect(exported).toHaveLength(expected.length);
    expect(exported).toEqual(expected);
  });

  it('exports a filter matching more than one page, in the list order', async () => {
    const params = { filter: eventNames.julyMeetup };
    const listed: unknown[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await api.list('event_registrations', { ...params, offset, limit: 500 });
      listed.push(...emails(page));
      if (page.rows.length < 500) break;
    }
    const response = await api.exportCsv('event_registrations', params);
    const exported = csvRecords(response).map((record) => record[3]);
    // Four in five bulk rows, and the two awkward ones.
    expect(listed).toHaveLength((bulk * 4) / 5 + 2);
    expect(exported).toEqual(listed);
    expect(response.headers['x-row-count']).toBe(String(listed.length));
  });

  it('counts the stat cards over every row', async () => {
    const body = await api.list('event_registrations', { search: 'awkward', limit: 1 });
    expect((await api.summary('event_registrations')).stats).toEqual({
      total: bulk + 2,
      flagged: bulk / 2,
      uniqueCompanies: 302,
    });
    expect(body.matching).toBe(2);
  });
});

describe('admin server logs', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('hold no search text, filter, credential or session token', async () => {
    const secret = 'Xanthippe-Orchid-5519';
    const admin = await createAdmin(testApp.database, { password: `pw-${secret}-long` });
    const signedIn = await postSignIn(testApp.app, admin);
    const token = sessionTokenFrom(signedIn)!;
    const api = client(testApp, `wlai_admin_session=${token}`);
    await postSignIn(testApp.app, { email: `${secret}@example.org`, password: secret });
    await api.list('event_registrations', { search: secret, filter: secret });
    await api.exportCsv('event_registrations', { search: secret });
    await api.get(`/api/admin/tables/event_registrations?limit=9999&search=${secret}`);
    await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/tables/event_registrations?search=${secret}`,
    });

    const log = lines.join('\n');
    expect(log).toContain('/api/admin/tables/event_registrations');
    expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(log).not.toContain(token);
  });
});
