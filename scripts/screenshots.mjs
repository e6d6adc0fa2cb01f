// Takes screenshots of pages for a human look: node scripts/screenshots.mjs http://localhost:8080 out-dir path...
import { chromium } from 'playwright-core';
const [base, outDir, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.log(`[${name}] console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.log(`[${name}] pageerror: ${e.message}`));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `${outDir}/${name}-${p.replace(/[^a-z0-9]+/gi, '_') || 'root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file, '→', await page.title());
  }
  await page.close();
}
await browser.close();
