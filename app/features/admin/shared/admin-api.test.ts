import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AdminListResponse } from '#schemas/applications/admin-views.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import type { AdminAnswer } from '#schemas/organisers/admin-api-contract.ts';
import {
  adminAnswer,
  adminCall,
  AdminRequestError,
  exportPerson,
  exportTable,
  listTable,
  lookUpPerson,
  setAutoPromote,
  signIn,
  SignedOutError,
} from './admin-api.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ rows: [], total: 0 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminCall', () => {
  it("fills the endpoint's path with its parameters and writes the query", async () => {
    await listTable('enquiries', { search: 'a b', filter: '', offset: 0, limit: 100, spam: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/tables/enquiries?search=a+b&offset=0&limit=100&spam=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init?.body).toBeUndefined();
  });

  it('sends a body as JSON, with its method', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await setAutoPromote('event_registrations', 'june-meetup', true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/tables/event_registrations/waitlist/settings');
    expect(init).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'june-meetup', autoPromote: true }),
    });
  });

  it('sends a photo as its bytes, with their type', async () => {
    fetchMock.mockResolvedValue(Response.json({ image: 'a.png', width: 2, height: 1 }));
    const photo = new Blob(['png'], { type: 'image/png' });
    const response = await adminCall('POST /media', { body: photo });
    expect(await response.json()).toEqual({ image: 'a.png', width: 2, height: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/media');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'image/png' } });
    expect(init?.body).toBe(photo);
  });

  it('reads a 401 as signed out, except where signing in answers it', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { error: 'invalid_credentials', message: 'Email or password is incorrect.' },
        { status: 401 },
      ),
    );
    await expect(adminCall('GET /counts')).rejects.toBeInstanceOf(SignedOutError);
    const refused = signIn('a@example.org', 'wrong');
    await expect(refused).rejects.toBeInstanceOf(AdminRequestError);
    await expect(refused).rejects.toThrow('Email or password is incorrect.');
  });

  it("answers a call's answer, or its refusal with the server's message, else its own", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ tables: {}, failedMails: 0 }));
    await expect(adminAnswer('Counts failed', 'GET /counts')).resolves.toEqual({
      tables: {},
      failedMails: 0,
    });
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'conflict', message: 'Already checked in.' }, { status: 409 }),
    );
    await expect(
      adminAnswer('Not sent', 'POST /events/:id/walk-ins', {
        params: { id: 1 },
        body: { name: 'Ada', company: '' } as never,
      }),
    ).rejects.toThrow('Already checked in.');
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const refused = adminAnswer('The guest list could not be loaded.', 'GET /events/:id/door', {
      params: { id: 1 },
    });
    await expect(refused).rejects.toBeInstanceOf(AdminRequestError);
    await expect(refused).rejects.toThrow('The guest list could not be loaded.');
  });

  it("gives a reader's refusal with the server's words and status, else the reader's own", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'forbidden', message: 'Owners only.' }, { status: 403 }),
    );
    const query = { search: '', filter: '', offset: 0, limit: 10, spam: false };
    const refused = listTable('enquiries', query);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'Owners only.' });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(listTable('enquiries', query)).rejects.toMatchObject({
      status: 502,
      message: 'Listing failed',
    });
  });

  it.each([
    [
      'the CSV download',
      () => exportTable('enquiries', { search: '', filter: '' }),
      'Export failed',
    ],
    ['the people lookup', () => lookUpPerson('ada@example.org'), 'Lookup failed'],
    ["a person's download", () => exportPerson('ada@example.org'), 'Export failed'],
  ])("gives %s's refusal with the server's words and status, else its own", async (_, ask, own) => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'forbidden', message: 'Owners only.' }, { status: 403 }),
    );
    await expect(ask()).rejects.toMatchObject({ status: 403, message: 'Owners only.' });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(ask()).rejects.toMatchObject({ status: 502, message: own });
  });

  it("answers the endpoint's answer, and takes only what the endpoint declares", () => {
    // Checked by the compiler (`npm run typecheck`), not when the test runs.
    expectTypeOf(listTable).returns.resolves.toEqualTypeOf<AdminListResponse>();
    expectTypeOf<AdminAnswer<'GET /events/:id/guests'>>().toEqualTypeOf<EventGuests>();
    const typeChecks = () => [
      // @ts-expect-error an endpoint the contract does not have
      adminCall('GET /tables'),
      // @ts-expect-error a path's parameter left out
      adminCall('GET /tables/:table/summary', {}),
      // @ts-expect-error a list needs its query
      adminCall('GET /tables/:table', { params: { table: 'enquiries' } }),
      // @ts-expect-error a body without what the endpoint takes
      adminCall('PUT /tables/:table/waitlist/settings', { params: { table: 'x' }, body: {} }),
    ];
    expect(typeChecks).toBeTypeOf('function');
  });
});
