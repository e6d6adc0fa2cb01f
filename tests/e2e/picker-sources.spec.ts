import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 32 item 8: the photo picker leads with the sources that work (this device, the shared albums,
 * the artists' designs, Facebook, which the e2e server has an app for) and puts the ones this store does
 * not offer (Instagram here) last, folded under 'More sources', still saying why in the spec's words.
 */

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
});

test('working sources first; Instagram (no app on this store) last, folded under More sources', async ({ store, page, isMobile }, info) => {
  await store.open('/photo-picker');
  const facebook = page.getByRole('region', { name: 'Facebook' });
  await expect(facebook.getByRole('button', { name: 'Connect Facebook' })).toBeEnabled();
  const more = page.locator('details').filter({ has: page.getByText('More sources', { exact: true }) });
  await expect(more).toHaveCount(1);

  // In the page's order (one column): every working source above the folded ones.
  const top = async (locator: typeof more) => (await locator.boundingBox())!.y;
  const sources = [
    page.getByRole('region', { name: 'Photos from this device' }),
    page.getByRole('region', { name: 'Shared albums' }),
    page.getByRole('region', { name: 'Your social photos' }),
    more,
  ];
  const tops = [];
  for (const source of sources) tops.push(await top(source));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await expect(page.getByRole('region', { name: 'Your social photos' }).getByRole('region', { name: 'Facebook' })).toBeVisible();

  // Folded: the disabled Instagram card is not shown until asked for.
  const instagram = page.getByRole('region', { name: 'Instagram' });
  await expect(instagram).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your social photos' }).getByRole('region', { name: 'Instagram' })).toHaveCount(0);
  const summary = page.getByText('More sources', { exact: true });
  if (isMobile) await summary.tap();
  else await summary.click();
  await expect(instagram).toBeVisible();
  const connect = instagram.getByRole('button', { name: 'Connect Instagram' });
  await expect(connect).toBeDisabled();
  await expect(connect).toHaveAccessibleDescription('Instagram photos are not available on this store.');
  await instagram.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`picker-more-sources-${info.project.name}.png`), fullPage: true });
  await expectNoSeriousViolations(page);

  // From the keyboard too: the summary is a control that folds it again.
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(instagram).toBeHidden();
});
