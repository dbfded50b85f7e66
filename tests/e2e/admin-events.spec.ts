import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';
import { placeLink } from './support/admin-frame.ts';
import { axeViolations, withTheme } from './support/axe.ts';
import { blackPng, makePhoto } from '#tests/fixtures/photos.ts';
import { expectNotice } from './support/notices.ts';
import { fillForm, sampleValues, uniqueToken } from './support/form-values.ts';
import { storedMails, storedRows } from './support/stored-rows.ts';

/**
 * The organiser's Events place (docs/product/screens.md#events): next month's meetup from the
 * July one, its agenda edited, refused and fixed, previewed, published, closed and cancelled,
 * each step seen on the public pages (docs/decisions/041-the-event-editor-screens.md).
 */

const copyDay = '2027-01-21';
const copySlug = `ai-power-circle-${copyDay}`;
/** The name the copy's form stores its applications under (docs/decisions/037). */
const copyEventName = 'AI Power Circle, 21 January 2027';
const coverAlt = 'Women around a table at an evening meetup';

function main(page: Page) {
  return page.getByRole('main');
}

/** An item of a structured list by its name, as its own buttons say it (`Remove 'Keynote'`). */
function listItem(scope: Locator, name: string): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByRole('button', { name: `Remove '${name}'` }) })
    .last();
}

function agenda(page: Page): Locator {
  return listItem(main(page), 'The Evening Agenda');
}

/** A block of the agenda by its title. */
function block(page: Page, title: string): Locator {
  return listItem(agenda(page), title);
}

/**
 * The July meetup: upcoming in the seeded events' season the site judges its events at
 * (tests/setup/events-as-of.ts), and the first of that name by date (its copies are later).
 */
function julyMeetupLink(page: Page): Locator {
  return main(page)
    .getByRole('region', { name: /^Upcoming/ })
    .getByRole('link', { name: 'AI Power Circle', exact: true })
    .first();
}

/**
 * A photo drawn whole: its box has the photo's own shape (16:9 here), so `object-cover` cuts
 * nothing off (docs/decisions/040-cover-photos.md).
 */
async function expectWhole(image: Locator) {
  // A lazy picture loads once it is near the screen.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element) => {
        const img = element as HTMLImageElement;
        const box = img.getBoundingClientRect();
        if (!img.complete || img.naturalHeight === 0 || box.height === 0) return 0;
        return box.width / box.height / (img.naturalWidth / img.naturalHeight);
      }),
    )
    .toBeCloseTo(1, 1);
}

async function openEventsPlace(page: Page) {
  await page.goto('/admin');
  await placeLink(page, 'Events').click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Events Admin' })).toBeVisible();
}

test.describe('signed in', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInDirectly(context, baseURL!);
  });

  test("next month's meetup from the July one: copied, edited, previewed, published, closed and cancelled", async ({
    page,
    context,
    allowedConsoleErrors,
  }) => {
    test.setTimeout(180_000);
    // The refused save: the browser logs its 400.
    allowedConsoleErrors.push(/status of 400 \(Bad Request\)/);
    await openEventsPlace(page);
    await expect(page).toHaveURL(/\/admin\/events$/);
    for (const part of ['Upcoming', 'Past', 'Drafts']) {
      await expect(
        main(page).getByRole('heading', { level: 2, name: new RegExp(`^${part}`) }),
      ).toBeVisible();
    }

    // The July meetup, into its editor.
    await julyMeetupLink(page).click();
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'AI Power Circle' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);

    // Duplicate into January: the copy is a draft, and opens.
    await main(page).getByRole('button', { name: 'Duplicate' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Duplicate this event' });
    await copyDialog.getByLabel('Date').fill(copyDay);
    await copyDialog.getByRole('button', { name: 'Create the copy' }).click();
    await expectNotice(page, {
      title: 'Copy created',
      description: 'It is a draft: check it, then publish.',
    });
    await expect(main(page).getByLabel('Page address')).toHaveValue(copySlug);
    await expect(main(page).getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByText('Thursday 21 January 2027').first()).toBeVisible();
    const copyAddress = page.url();

    // Its agenda: a block changed, one added, one moved.
    const save = main(page).getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await block(page, 'Keynote').getByLabel('Title').fill('Opening Keynote');
    await expect(save).toBeEnabled();
    await agenda(page).getByRole('button', { name: 'Add block' }).click();
    const added = agenda(page).getByRole('listitem').last();
    await expect(added.getByLabel('Title')).toBeFocused();
    await added.getByLabel('Title').fill('Fireside Chat');
    await added.getByLabel('Duration (minutes)').fill('twenty');
    await main(page).getByRole('button', { name: "Move 'Fireside Chat' up" }).click();
    await expect(main(page).getByRole('button', { name: "Move 'Fireside Chat' up" })).toBeFocused();

    // The server refuses the duration: the summary has the focus, the error is beside the field.
    await save.click();
    const summary = main(page).getByRole('alert').filter({ hasText: 'Not saved:' });
    await expect(summary).toBeFocused();
    const duration = block(page, 'Fireside Chat').getByLabel('Duration (minutes)');
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toHaveAccessibleDescription('Give minutes, like "30 min".');
    // Named by its label as she sees it, with the item it belongs to.
    await summary
      .getByRole('link', { name: /^Section \d › item 4 › Duration \(minutes\)$/ })
      .click();
    await expect(duration).toBeFocused();
    await duration.fill('20');
    await save.click();
    await expectNotice(page, { title: 'Changes saved' });
    await expect(main(page).getByText('All changes saved')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(main(page).getByText('Created as a copy of another event')).toBeVisible();
    await expect(main(page).getByText(/^Changed: .*Section \d/)).toBeVisible();
    const titles = agenda(page).getByRole('listitem').getByLabel('Title');
    await expect(titles).toHaveCount(5);
    expect(
      await titles.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).value),
      ),
    ).toEqual([
      'Opening Keynote',
      'Visibility Workshop',
      'Spark Talks from 5 Women',
      'Fireside Chat',
      'Network & Connect',
    ]);

    // A picture larger than it looks is refused beside the field, saying why (decision 054).
    const coverField = main(page).getByLabel('Cover photo', { exact: true });
    await coverField.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: blackPng(200_000, 400),
    });
    await expect(coverField).toHaveAccessibleDescription(
      /200000 × 400 pixels, larger than 40 megapixels/,
    );

    // A cover photo at 16:9: uploaded in the editor, previewed whole, described, saved.
    await coverField.setInputFiles({
      name: 'meetup.jpg',
      mimeType: 'image/jpeg',
      buffer: await makePhoto({ width: 1600, height: 900 }),
    });
    await expectWhole(main(page).locator('[data-slot="cover-picture"] img'));
    await main(page).getByLabel('Describe the photo').fill(coverAlt);
    await save.click();
    await expectNotice(page, { title: 'Changes saved' });

    // The preview, in a new tab, reads the new agenda before anyone else can.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      main(page)
        .getByRole('link', { name: /^Preview/ })
        .click(),
    ]);
    await expect(preview.getByText('Opening Keynote')).toBeVisible();
    await expect(preview.getByText('Fireside Chat')).toBeVisible();
    await preview.close();
    expect((await page.request.get(`/events/${copySlug}`)).status()).toBe(404);

    // Published: the page under both addresses, its card on the listing and the home page.
    await main(page).getByRole('button', { name: 'Publish' }).click();
    await page
      .getByRole('dialog', { name: 'Publish this event?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expectNotice(page, { title: 'Event published' });
    for (const path of [`/events/${copySlug}`, `/wlai/events/${copySlug}`]) {
      await page.goto(path);
      await expect(page.getByText('Thursday 21 January 2027').first()).toBeVisible();
      await expect(page.getByText('Opening Keynote')).toBeVisible();
      await expect(page.getByText('Fireside Chat')).toBeVisible();
    }
    for (const path of ['/events', '/']) {
      await page.goto(path);
      await expect(page.locator(`a[href$="/events/${copySlug}"]`).first()).toBeVisible();
    }
    // The cover photo on the page and on the card, whole as the editor showed it. The card is
    // named by the copy's title: the original's own card title stayed with it.
    const onCard = main(page)
      .getByRole('article', { name: 'AI Power Circle', exact: true })
      .last()
      .getByRole('img', { name: coverAlt });
    await expect(onCard).toBeVisible();
    await expectWhole(onCard);
    await page.goto(`/events/${copySlug}`);
    await expect(main(page).getByRole('img', { name: coverAlt })).toBeVisible();
    await expectWhole(main(page).getByRole('img', { name: coverAlt }));

    // Findable: in the sitemap, with its Event JSON-LD and its share image.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/events/${copySlug}</loc>`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      startDate: '2027-01-21T18:00:00+00:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    });
    const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await page.request.get(new URL(shareImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    // A visitor applies on the new page.
    const values = sampleValues('event_registrations', uniqueToken());
    const form = main(page).getByRole('region', { name: 'Register Your Interest', exact: true });
    await fillForm(form, 'event_registrations', values);
    await form.getByRole('button', { name: 'Register Interest', exact: true }).click();
    await expect(form.getByRole('heading', { name: 'Registration submitted!' })).toBeVisible();
    const [applied] = storedRows('event_registrations', 'email', String(values.email));
    expect(applied).toMatchObject({ event_name: copyEventName, status: 'pending' });
    const applicant = String(applied!.full_name);

    // The organiser finds and approves it; the approval mail has the new date and calendar file.
    await page.goto(`/admin?q=${encodeURIComponent(String(values.email))}`);
    await main(page)
      .getByRole('row')
      .filter({ hasText: applicant })
      .getByRole('button', { name: applicant })
      .click();
    const row = page.getByRole('dialog', { name: applicant });
    await row
      .getByRole('group', { name: 'Decide' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const mail = row.getByRole('region', { name: 'The mail she will get' });
    await expect(mail.getByText(/Thursday 21 January 2027/).first()).toBeVisible();
    await expect(mail.getByText(`${copySlug}.ics`)).toBeVisible();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(page, { title: `Approved ${applicant}` });
    await expect
      .poll(() => storedMails('event_registrations', Number(applied!.id)).map((sent) => sent.kind))
      .toContain('approval');
    await page.goto(`/events/${copySlug}`);
    await expect(page.getByText('34 of 35 places left').first()).toBeVisible();

    // Applications closed now.
    await page.goto(copyAddress);
    await main(page).getByRole('button', { name: 'Close applications now' }).click();
    await page
      .getByRole('dialog', { name: 'Close applications now?' })
      .getByRole('button', { name: 'Close applications' })
      .click();
    await expectNotice(page, { title: 'Applications closed' });
    await expect(main(page).getByRole('button', { name: 'Reopen applications' })).toBeVisible();
    await page.goto(`/events/${copySlug}`);
    await expect(page.getByText('Applications have closed').first()).toBeVisible();

    // Listed among the upcoming events until it is cancelled (docs/product/rules.md#the-events-listing).
    const listedCopy = (listing: Page) =>
      listing
        .getByRole('region', { name: 'Upcoming Events' })
        .locator(`a[href="/wlai/events/${copySlug}"]`);
    await page.goto('/events');
    await expect(listedCopy(page)).toHaveCount(1);

    // Cancelled with a message: the one who applied is mailed.
    await page.goto(copyAddress);
    await main(page).getByRole('button', { name: 'Cancel event' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this event?' });
    await cancel.getByRole('button', { name: 'Cancel the event and send' }).click();
    await expect(cancel.getByText('Write a message to the people who applied.')).toBeVisible();
    const message = 'The venue flooded: we will meet in February instead.';
    await cancel.getByLabel('Message to the people who applied').fill(message);
    await cancel.getByRole('button', { name: 'Cancel the event and send' }).click();
    await expectNotice(page, { title: 'Event cancelled', description: 'Mailed 1 person.' });
    await expect
      .poll(() => storedMails('event_registrations', Number(applied!.id)).map((sent) => sent.kind))
      .toContain('event-cancellation');
    await expect(main(page).getByText(message)).toBeVisible();
    await page.goto(`/events/${copySlug}`);
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    // Its page stays; the listing has it no more.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(listedCopy(page)).toHaveCount(0);
  });

  test('a save based on an old read is refused, shows theirs, and loads it on her word', async ({
    page,
    context,
    allowedConsoleErrors,
  }) => {
    allowedConsoleErrors.push(/status of 409 \(Conflict\)/);
    // A draft of their own, so no other test's event changes under them.
    await openEventsPlace(page);
    await julyMeetupLink(page).click();
    await main(page).getByRole('button', { name: 'Duplicate' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Duplicate this event' });
    await copyDialog.getByLabel('Date').fill('2027-03-17');
    await copyDialog.getByRole('button', { name: 'Create the copy' }).click();
    await expect(main(page).getByLabel('Page address')).toHaveValue('ai-power-circle-2027-03-17');
    const address = page.url();

    // Another organiser opens it and saves first.
    const other = await context.newPage();
    await other.goto(address);
    await main(other).getByLabel('Eyebrow').fill('Spring Meetup · In-Person Event');
    await main(other).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(main(other).getByText('All changes saved')).toBeVisible();
    await expect(main(other).getByLabel('Eyebrow')).toHaveValue('Spring Meetup · In-Person Event');
    await other.close();

    await main(page).getByLabel('Breadcrumb').fill('March Power Circle');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    const stale = page.getByRole('dialog', { name: 'Someone else saved this event' });
    await expect(stale.getByText('Nothing of yours was saved.')).toBeVisible();
    await expect(
      stale.getByRole('list', { name: 'It differs from what you see in:' }).getByRole('listitem'),
    ).toHaveText(['Breadcrumb', 'Eyebrow']);
    await stale.getByRole('button', { name: 'Load their version' }).click();
    await expect(stale).toBeHidden();
    await expect(main(page).getByLabel('Eyebrow')).toHaveValue('Spring Meetup · In-Person Event');
    // Theirs left the copy's breadcrumb following its title.
    await expect(main(page).getByLabel('Breadcrumb')).toHaveValue('');
    await expect(main(page).getByText('All changes saved')).toBeVisible();
  });

  test('warns of every event that is over but still shown as open or closed', async ({ page }) => {
    await openEventsPlace(page);
    const past = main(page).getByRole('table', { name: 'Past' });
    const overButOpen: string[] = [];
    for (const row of await past
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .all()) {
      const cells = row.getByRole('cell');
      if (['Open', 'Closed'].includes((await cells.nth(2).innerText()).trim())) {
        overButOpen.push((await cells.first().getByRole('link').innerText()).trim());
      }
    }
    const warning = main(page).getByRole('region', { name: 'Over but not past' });
    // There should be none (the date decides); while there are, each is named, and only those.
    if (overButOpen.length === 0) {
      await expect(warning).toHaveCount(0);
      return;
    }
    const named = await warning.getByRole('link').allInnerTexts();
    expect(named.map((title) => title.trim()).sort()).toEqual(overButOpen.sort());
  });

  test('a copy names its own day in its words, and the editor flags a word naming another', async ({
    page,
  }) => {
    await openEventsPlace(page);
    await julyMeetupLink(page).click();
    await expect(main(page).getByLabel('Eyebrow')).toHaveValue(/July/);
    await main(page).getByRole('button', { name: 'Duplicate' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Duplicate this event' });
    await copyDialog.getByLabel('Date').fill('2027-04-15');
    await copyDialog.getByRole('button', { name: 'Create the copy' }).click();
    await expect(main(page).getByLabel('Page address')).toHaveValue('ai-power-circle-2027-04-15');
    // The July meetup's words, moved to Thursday 15 April 2027: no July, no 2025 left. Its own
    // eyebrow is gone: the copy's follows its date, as the empty field shows.
    const eyebrow = main(page).getByLabel('Eyebrow');
    await expect(eyebrow).toHaveValue('');
    await expect(eyebrow).toHaveAttribute('placeholder', 'April 2027 · In-Person Event');
    const form = main(page).getByRole('form', { name: /^Edit / });
    const values = await form
      .locator('input[type="text"], input:not([type]), textarea')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(values.join('\n')).not.toMatch(/\bJuly\b|\b2025\b|\bWednesday\b/);
    const warning = main(page).getByRole('region', { name: 'Dates to read' });
    await expect(warning).toHaveCount(0);

    // A word naming another day is flagged where it is, until it goes.
    await eyebrow.fill('July Meetup · In-Person Event');
    await expect(warning.getByRole('listitem')).toHaveText(['Eyebrow: “July”']);
    await eyebrow.fill('April Meetup · In-Person Event');
    await expect(warning).toHaveCount(0);
  });

  test('leaving the editor with unsaved changes asks first', async ({ page }) => {
    await openEventsPlace(page);
    await julyMeetupLink(page).click();
    await main(page).getByLabel('Eyebrow').fill('Changed, not saved');
    await placeLink(page, 'Mail').click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(main(page).getByLabel('Eyebrow')).toHaveValue('Changed, not saved');
    await placeLink(page, 'Mail').click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Mail Admin' })).toBeVisible();
  });

  test('on a phone neither the list nor the editor scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Under `Menu` on a phone: the place's own address.
    await page.goto('/admin/events');
    await expect(main(page).getByRole('heading', { level: 2, name: /^Drafts/ })).toBeVisible();
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await sideways()).toBe(0);
    await julyMeetupLink(page).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    expect(await sideways()).toBe(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the Events list and the editor have no axe violations, ${theme} theme`, async ({
      page,
    }) => {
      await openEventsPlace(page);
      await withTheme(page, theme);
      await expect(main(page).getByRole('heading', { level: 2, name: /^Past/ })).toBeVisible();
      expect(await axeViolations(page), `list, ${theme}`).toEqual([]);
      await julyMeetupLink(page).click();
      await expect(main(page).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
      expect(await axeViolations(page), `editor, ${theme}`).toEqual([]);
    });
  }
});
