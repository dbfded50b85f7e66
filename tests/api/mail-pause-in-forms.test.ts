import { afterAll, describe, expect, it } from 'vitest';
import { pauseInForms } from '#server/mail/worker.ts';
import { newSubmissionKey, validValues } from '#tests/fixtures/submissions.ts';
import { startMailTestApp, type MailTestApp } from '#tests/setup/test-app.ts';

/**
 * While forms keep coming in, the mail worker waits for a pause in them, at most
 * `pauseInForms.longestWaitMs` a round; once they stop, it goes on at once
 * (docs/decisions/056-mail-waits-for-a-pause-in-forms.md). That it then sends every queued mail,
 * once, tests/api/mail-outage.once.test.ts and mail-delivery.test.ts show.
 */

const floodMs = 4500;
/** Rounds the longest wait allows within the flood, and the round that may be under way at its end. */
const roundsAllowed = Math.floor(floodMs / pauseInForms.longestWaitMs) + 1;
const mailsPerRound = 20;

let started: MailTestApp | undefined;
afterAll(async () => {
  await started?.close();
});

describe('mail while forms keep arriving', () => {
  it('waits for a pause in them, at most 2 s a round, then goes on at once', async () => {
    started = await startMailTestApp({ ORGANISER_EMAIL: 'organiser@example.com' });
    const { testApp, sink } = started;
    let forms = 0;
    let refused = 0;
    let firstMailAt: number | undefined;
    const floodStart = Date.now();
    // Two senders, each sending its next form as soon as the last is answered: no pause.
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (Date.now() - floodStart < floodMs) {
          const n = forms++;
          const response = await testApp.app.inject({
            method: 'POST',
            url: '/api/submissions/event_registrations',
            payload: {
              key: newSubmissionKey(),
              values: { ...validValues.event_registrations, email: `person-${n}@example.com` },
            },
          });
          if (response.statusCode !== 201) refused++;
          if (firstMailAt === undefined && sink.received.length > 0) firstMailAt = Date.now();
        }
      }),
    );
    const sentDuringFlood = sink.received.length;
    expect(refused).toBe(0);
    // Each form queued a confirmation and a notice: more than the rounds the flood allows could
    // send, with five rounds left after it (a worker that did not wait would have sent them all:
    // 284 were queued on a slow machine running both engines' tests)…
    expect(forms * 2).toBeGreaterThan((roundsAllowed + 5) * mailsPerRound);
    // …and during the flood at most a round per wait…
    expect(sentDuringFlood).toBeLessThanOrEqual(roundsAllowed * mailsPerRound);
    // …but never none: the longest wait ended while forms were still arriving.
    expect(firstMailAt! - floodStart).toBeLessThan(floodMs);
    // Once they stop, the worker goes on without waiting: five rounds that each waited the longest
    // wait would take at least four whole waits (8 s); without the wait they take the sending alone
    // (4.2 s at most seen on a busy CI machine running both engines' tests, so the bound is three
    // waits: still two under what waiting rounds would take).
    const floodEnd = Date.now();
    await sink.waitFor(sentDuringFlood + 5 * mailsPerRound, 15_000);
    expect(Date.now() - floodEnd).toBeLessThan(3 * pauseInForms.longestWaitMs);
  }, 60_000);
});
