import jpeg from 'jpeg-js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedProject } from './stored-project';

/** Issue #18, SPEC §4: the pharmacy tenant (wg, black frames only) asks once to convert a stored white-frame project. */

const PROJECTS_KEY = 'tpx:wg:projects';
const CHOICE_KEY = 'tpx:wg:convertChoice';
const PHOTO = '/e2e-images/convert.jpg';

async function servePhotos(page: Page) {
  const data = Buffer.alloc(800 * 600 * 4, 160);
  const body = Buffer.from(jpeg.encode({ data, width: 800, height: 600 }, 90).data);
  await page.route('**/e2e-images/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body }));
}

/** A project with white frames, as an earlier visit (before the black-only rule) left it. */
function whiteProject(): Record<string, unknown> {
  const project = storedProject('white', [{ path: PHOTO, width: 800, height: 600 }]);
  const tiles = (project.tiles as Array<Record<string, unknown>>).map((t) => ({ ...t, frameColor: 'White' }));
  return { ...project, frameColor: 'White', tiles, status: 'Cart', isActive: false };
}

async function seed(page: Page, project: Record<string, unknown>) {
  const value = JSON.stringify({ value: [project], savedAt: Date.now() });
  await page.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('tpx-e2e-seeded')) {
        localStorage.setItem(key as string, raw as string);
        sessionStorage.setItem('tpx-e2e-seeded', '1');
      }
    },
    [PROJECTS_KEY, value],
  );
}

type Stored = { id: string; frameColor: string; convertedToBlackFrames?: boolean; tiles: Array<{ frameColor: string }> };
const localProjects = (page: Page): Promise<Stored[]> =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"value":[]}') as { value: Stored[] }).value, PROJECTS_KEY);
const storedChoice = (page: Page): Promise<string | undefined> =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { value?: string }).value, CHOICE_KEY);

const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'Black frames only' });

test('a stored white-frame project: the prompt asks once, and Convert makes it Black', async ({ store, page }) => {
  await servePhotos(page);
  const white = whiteProject();
  await seed(page, white);
  await store.open('/?tenant=wg');
  await expect(prompt(page)).toContainText('Prints picked up in store come in black frames. Convert your frames to black?');
  await prompt(page).getByRole('button', { name: 'Convert to black' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect
    .poll(async () => (await localProjects(page)).find((p) => p.id === white.id))
    .toMatchObject({
      frameColor: 'Black',
      convertedToBlackFrames: true,
      tiles: [{ frameColor: 'Black' }],
    });
  expect(await storedChoice(page)).toBe('convert');

  // Asked once: a new visit does not ask again.
  await page.reload();
  await expect(store.header()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
});

test('decline shows the app-resume message; the project stays until recovery drops it', async ({ store, page }) => {
  await servePhotos(page);
  const white = whiteProject();
  await seed(page, white);
  await store.open('/?tenant=wg');
  await prompt(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt(page)).toContainText('No problem! Open the TilePix app to resume your projects with their original frame colors.');
  // Stored on close, not before.
  expect(await storedChoice(page)).toBeUndefined();
  await prompt(page).getByRole('button', { name: 'Got it' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => storedChoice(page)).toBe('decline');
  expect((await localProjects(page)).find((p) => p.id === white.id)?.frameColor).toBe('White');

  // Recovery (/resume) drops the project with non-black frames: nothing is left to resume.
  await store.open('/resume?tenant=wg');
  await expect(page.getByText('We couldn’t find a project to resume on this device.')).toBeVisible();
  await expect.poll(async () => (await localProjects(page)).some((p) => p.id === white.id)).toBe(false);
  await expect(prompt(page)).toHaveCount(0);
});
