import type { Page, TestInfo } from '@playwright/test';
import { adminEmail, signInAsAdmin } from './admin-sign-in';
import { ONCE, expect, test, type Store } from './fixtures';
import { runJobs } from './dev-jobs';
import { placeGuestOrder } from './guest-order';

/**
 * The order emails (issue 29): a guest pays, the confirmation is in the dev mailbox with the lines,
 * the total and a picture of each tile; the admin marks the order shipped with a tracking number (a
 * wrong one is refused first) and the shipped email arrives, once. Each email is screenshot at the
 * two mail widths (600 px desktop clients, 375 px phones) from the mailbox's own view of it.
 */

interface DevMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ cid: string; contentType: string; size: number }>;
}

const mailsTo = async (page: Page, to: string): Promise<DevMail[]> =>
  (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as DevMail[];
/** The mails to `to` after a run of the jobs (the tick answers when the run is done). */
const mailsAfterRun = async (page: Page, to: string): Promise<DevMail[]> => {
  await runJobs(page);
  return mailsTo(page, to);
};

/** Places a guest order (guest-order.ts), and reads the promise the confirmation makes, which these emails keep. */
async function placeOrder(store: Store, page: Page, email: string): Promise<string> {
  const number = await placeGuestOrder(store, page, email);
  await expect(page.getByText(`We sent a confirmation to ${email} and will email you again when your tiles ship.`)).toBeVisible();
  return number;
}

/** Opens the mailbox's own view of the newest mail with `subject` (its pictures inline) at a mail client's width, and screenshots it. */
async function screenshotMail(page: Page, info: TestInfo, to: string, subject: string, name: string) {
  await page.goto(`/dev/mail?to=${encodeURIComponent(to)}`);
  const article = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) });
  const href = (await article.getByRole('link', { name: 'HTML version' }).getAttribute('href'))!;
  const view = await page.context().newPage();
  for (const width of [600, 375]) {
    await view.setViewportSize({ width, height: 900 });
    await view.goto(href);
    // Every picture drawn (CID attachments shown as a mail client shows them).
    await expect.poll(() => view.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await view.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await view.close();
}

test("a guest's confirmation email has the lines, the total and the tiles; the shipped email arrives once", ONCE, async ({ store, page }, info) => {
  // The mails (screenshot at both mail widths) and the admin's shipping are the same whatever the
  // shopper's screen; the phone's confirmation page (its promise of these emails) is order-status.spec.ts's.
  test.setTimeout(150_000);
  const email = `emails-${info.project.name}-${Date.now()}@example.com`;
  const number = await placeOrder(store, page, email);

  const confirmationSubject = `Your TilePix order #${number} is confirmed`;
  await expect.poll(async () => (await mailsAfterRun(page, email)).filter((m) => m.subject === confirmationSubject).length, { timeout: 20_000 }).toBe(1);
  const confirmation = (await mailsTo(page, email)).find((m) => m.subject === confirmationSubject)!;
  expect(confirmation.text).toContain('Thanks for your order!');
  expect(confirmation.text).toMatch(/Frame: Black · 2 tiles\n {2}Quantity 2 × \$14\.00 = \$28\.00/);
  expect(confirmation.text).toContain('Total: $28.00');
  expect(confirmation.text).toContain('Shipping to:\n  Ada Shopper\n  12 Harbor Street\n  Portland, OR 97201');
  // A picture of each tile, carried in the mail and placed by the HTML.
  expect(confirmation.attachments.map((a) => a.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
  for (const a of confirmation.attachments) {
    expect(a.size).toBeGreaterThan(1000);
    expect(confirmation.html).toContain(`src="cid:${a.cid}"`);
  }
  await screenshotMail(page, info, email, confirmationSubject, 'confirmation-email');

  // The admin ships it; a number in the wrong format is refused first, and nothing is sent.
  await store.open(`/admin/orders?q=%23${number}`);
  await signInAsAdmin(page, adminEmail(info, 'emails'));
  await page.getByRole('link', { name: `Order #${number}` }).click();
  await expect(store.heading()).toHaveText(`Order #${number}`);
  const status = page.getByRole('region', { name: 'Status' });
  const confirm = page.getByRole('alertdialog');
  await status.getByRole('button', { name: 'Move to In production' }).click();
  await confirm.getByRole('button', { name: 'Move to In production' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now' })).toHaveText(`Order #${number} is In production now.`);
  const ship = status.getByRole('form', { name: 'Mark shipped' });
  await ship.getByLabel('Carrier').selectOption('ups');
  await ship.getByLabel('Tracking number').fill('1Z 999');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'UPS' })).toHaveText(
    'That is not a UPS tracking number: it should be 1Z followed by 16 letters or digits (like 1Z999AA10123456784).',
  );
  await expect(confirm).toBeHidden();
  await ship.getByLabel('Tracking number').fill('1Z 999 AA1 01 2345 6784');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(confirm).toHaveAccessibleName(`Mark order #${number} shipped?`);
  await confirm.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'now' })).toHaveText(`Order #${number} is Shipped now. The shipped email is on its way.`);
  await expect(status.getByRole('link', { name: 'Track the package' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');

  const shippedSubject = `Your TilePix tiles are on their way (order #${number})`;
  await expect.poll(async () => (await mailsAfterRun(page, email)).filter((m) => m.subject === shippedSubject).length, { timeout: 20_000 }).toBe(1);
  const shipped = (await mailsTo(page, email)).find((m) => m.subject === shippedSubject)!;
  expect(shipped.text).toContain(
    'Carrier: UPS\nTracking number: 1Z999AA10123456784\nTrack your package: https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  expect(shipped.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
  // Once: three more job runs later, at once and beside the 2 s timer's, still one shipped email and one confirmation.
  await Promise.all([runJobs(page), runJobs(page), runJobs(page)]);
  expect((await mailsTo(page, email)).map((m) => m.subject).sort()).toEqual([confirmationSubject, shippedSubject].sort());
  // The timeline shows each email sent.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: / email (sent|not sent|waiting)/ })).toHaveText([
    new RegExp(`Order confirmation email sent to ${email}\\.`),
    new RegExp(`Shipped email sent to ${email}\\.`),
  ]);
  await screenshotMail(page, info, email, shippedSubject, 'shipped-email');
});
