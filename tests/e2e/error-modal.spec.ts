import { fileURLToPath } from 'node:url';
import { MESSAGE_HTML_POLICY } from '../../src/ui/shell/modals/message-html-policy';
import { ONCE, expect, test } from './fixtures';

/**
 * SPEC §2 (global modals), §8 ('Global error modal: title and HTML message, button "Got it"'; issue 33):
 * the modal draws its message as HTML, through DOMPurify, in Chromium.
 */

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1366, height: 900 });
});

test('§2, §8 the global error modal shows its title, its HTML message with a working link, and closes with Got it', async ({
  store,
  page,
  guard,
  isMobile,
}, info) => {
  // The analytics port logs the error it reports: expected here.
  guard.expect(/escaped a handler/);
  await store.open('/faqs?from=modal');
  // A bug that escapes React reaches the modal (DESIGN §4): its message is HTML with a link that reloads this address.
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('escaped a handler'), message: 'escaped a handler' })));
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('link', { name: 'reload the page' });
  await expect(link).toHaveAttribute('href', '/faqs?from=modal');
  await expect(dialog).toContainText('Please try again. If it keeps happening, reload the page: your projects are kept on this device.');
  await expect(dialog).toHaveAccessibleDescription('Please try again. If it keeps happening, reload the page: your projects are kept on this device.');
  await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
  await page.screenshot({ path: info.outputPath(`error-modal-${isMobile ? '390' : '1366'}.png`) });
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
});

test(
  "§2, §8 the modal's DOMPurify policy keeps text, formatting and links and removes scripts, handlers, styles, images, forms and javascript: links",
  ONCE,
  async ({ page }) => {
    // The policy is the same on every viewport (ONCE).
    await page.setContent('<!doctype html><title>policy</title><body></body>');
    await page.addScriptTag({ path: fileURLToPath(new URL('../../node_modules/dompurify/dist/purify.js', import.meta.url)) });
    const clean = (html: string) =>
      page.evaluate(({ html, policy }) => (window as unknown as { DOMPurify: { sanitize(h: string, p: unknown): string } }).DOMPurify.sanitize(html, policy), {
        html,
        policy: MESSAGE_HTML_POLICY,
      });
    expect(await clean('<strong>2</strong> of your photos failed. <a href="/photo-picker" title="Back">Try again</a><br><em>Sorry</em>')).toBe(
      '<strong>2</strong> of your photos failed. <a href="/photo-picker" title="Back">Try again</a><br><em>Sorry</em>',
    );
    expect(
      await clean(
        'Oops <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:alert(1)" onclick="x()">here</a><form><input></form><b style="color:red">!</b><p>para</p><iframe src="/"></iframe>',
      ),
    ).toBe('Oops <a>here</a><b>!</b>para');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  },
);
