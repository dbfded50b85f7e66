import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PageFormReception, PageFormSlot } from '#schemas/forms/form-answer.ts';
import { pageFormAction, pageFormReceptionContext } from './page-form-action.ts';

/** A page's action for its forms sent without scripts (docs/product/rules.md#forms-without-scripts). */

const registration: PageFormSlot = {
  table: 'event_registrations',
  context: { event_name: 'AI Power Circle' },
};

function post(fields: Record<string, string>, reception: PageFormReception) {
  const context = new RouterContextProvider();
  context.set(pageFormReceptionContext, reception);
  const request = new Request('http://pages.internal/events/x', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { request, context };
}

const received: PageFormReception = async () => ({
  status: 200,
  outcome: { kind: 'received', confirmationTo: 'ada@example.org' },
});

describe('a page’s form action', () => {
  it('takes a form the page holds to the reception, and answers with its outcome and status', async () => {
    const reception = vi.fn<PageFormReception>(async () => ({
      status: 429,
      outcome: { kind: 'not-accepted', values: {}, fieldErrors: {}, message: 'Later.' },
    }));
    const action = pageFormAction(() => [{ table: 'enquiries' }, registration]);
    const result = await action(
      post(
        { form: 'event_registrations', event_name: 'AI Power Circle', email: 'a@b.c' },
        reception,
      ),
    );
    expect(reception).toHaveBeenCalledOnce();
    const [slot, posted] = reception.mock.calls[0]!;
    expect(slot).toEqual(registration);
    expect(posted.get('email')).toBe('a@b.c');
    expect(result.init?.status).toBe(429);
    expect(result.data).toEqual({
      ...registration,
      outcome: { kind: 'not-accepted', values: {}, fieldErrors: {}, message: 'Later.' },
    });
  });

  it('gives a form that fixes no value an empty context', async () => {
    const action = pageFormAction(() => [{ table: 'partnership_enquiries' }]);
    const result = await action(post({ form: 'partnership_enquiries' }, received));
    expect(result.data).toMatchObject({ table: 'partnership_enquiries', context: {} });
  });

  it('refuses a form the page does not hold, with 400, and stores nothing', async () => {
    const reception = vi.fn(received);
    const action = pageFormAction(() => [registration]);
    const posts: Record<string, string>[] = [
      { form: 'event_registrations', event_name: 'Another event' },
      { form: 'event_registrations' },
      { form: 'enquiries', event_name: 'AI Power Circle' },
    ];
    for (const fields of posts) {
      const result = await action(post(fields, reception));
      expect(result.init?.status, JSON.stringify(fields)).toBe(400);
      expect(result.data).toBeNull();
    }
    expect(reception).not.toHaveBeenCalled();
  });

  it('answers 409 on a page that holds no form now (its event takes no applications)', async () => {
    const reception = vi.fn(received);
    const action = pageFormAction(() => []);
    const result = await action(post({ form: 'event_registrations' }, reception));
    expect(result.init?.status).toBe(409);
    expect(reception).not.toHaveBeenCalled();
  });
});
