import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { signInDirectly } from './support/admin-accounts.ts';

/**
 * A kept mail holds no key (docs/decisions/049-kept-mails-without-keys.md): a viewer opens an
 * owner's invitation in the Mail view and reads it as it was sent, but for its link, which is
 * named in words and opens nothing, in the HTML and in the plain text.
 */
const mailFrame = 'iframe[title="The mail as HTML"]';

// NOTE: as in admin-mail-read.spec.ts, the browser reports the sandboxed frame's blocked script.
test.use({
  allowedConsoleErrors: [
    /^Blocked script execution in '[^']*\/api\/admin\/mail\/\d+\/html' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
  ],
});

test('a viewer reads an owner invitation without its link, at 1280 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // An owner invites a second owner.
  const ownerContext = await browser.newContext({ baseURL });
  await signInDirectly(ownerContext, baseURL!);
  const invitee = `second-owner-${randomBytes(5).toString('hex')}@example.com`;
  const invited = await ownerContext.request.post('/api/admin/organisers/invitations', {
    data: { email: invitee, name: 'Second Owner', role: 'owner' },
    headers: { origin: baseURL! },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await ownerContext.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDirectly(page.context(), baseURL!, { role: 'viewer' });
  // Once the worker has sent it.
  await expect
    .poll(
      async () => {
        const sent = await page.request.get('/api/admin/mail?status=sent&limit=500');
        return JSON.stringify(await sent.json()).includes(invitee);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Admin' })).toBeVisible();
  const row = page.getByRole('main').getByRole('table').getByRole('row').filter({
    hasText: invitee,
  });
  await row.getByRole('link', { name: /You are invited to the/ }).click();
  const reader = page.getByRole('dialog');
  await expect(reader.getByText('As it was sent.')).toBeVisible();

  const html = reader.frameLocator(mailFrame);
  await expect(html.locator('body')).toContainText('Choose my password');
  await expect(html.locator('body')).toContainText(
    '[her invitation link: only in the mail she received]',
  );
  await expect(html.locator('a[href*="token="]')).toHaveCount(0);
  await expect(html.locator('a', { hasText: 'Choose my password' })).toHaveCount(0);
  await html
    .getByText('[her invitation link: only in the mail she received]')
    .evaluate((words) => words.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('kept-invitation-1280.png') });

  await reader.getByRole('tab', { name: 'Plain text' }).click();
  const text = reader.getByRole('tabpanel', { name: 'Plain text' });
  await expect(text).toContainText('[her invitation link: only in the mail she received]');
  await expect(text).not.toContainText('token=');
});
