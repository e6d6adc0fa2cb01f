import jpeg from 'jpeg-js';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { ONCE, expect, Store, test } from './fixtures';
import { storedProject } from './stored-project';
import { codesFor } from './account-modal';

/**
 * Projects on the server (issue #15): the same project on two devices signed in to one account, the
 * newer edit winning without a duplicate, a stale save's 409 recovered, /resume, an unsigned recovery link
 * (an attacker's) refused without touching the cart token, the save throttle, and no leave prompt once a save has landed.
 * Default tenant; every test signs up its own email (codes read from the dev mailbox).
 */
const PROJECTS_KEY = 'tpx:tilepix:projects';
const PHOTO = '/e2e-images/project.jpg';
let counter = 0;
const uniqueEmail = (info: TestInfo, what: string) => `${what}-${info.project.name}-${Date.now()}-${counter++}@example.test`;

function photoJpeg(): Buffer {
  const width = 800;
  const height = 600;
  const data = Buffer.alloc(width * height * 4, 180);
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

async function servePhotos(page: Page) {
  await page.route('**/e2e-images/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photoJpeg() }));
}

/** Puts a project in this page's local storage before its first script runs (once per tab). */
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

type StoredProjects = Array<{
  id: string;
  quantity: number;
  status: string;
  isActive: boolean;
  cartToken: string;
  tiles: Array<Record<string, unknown>>;
  serverVersion?: number;
}>;

/** The projects this tab keeps locally. */
const localProjects = (page: Page): Promise<StoredProjects> =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"value":[]}') as { value: StoredProjects }).value, PROJECTS_KEY);

const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving…|Saved|Not saved yet\. Retrying…)$/ });
/** The project's quantity: 'Number of tiles' for a one-tile design, 'Quantity' for a larger one (SPEC §5). */
const quantity = (page: Page) => page.getByRole('spinbutton', { name: /^(Quantity|Number of tiles)$/ });

/** Signs up (first device) or signs in (another device) through the header's account modal. */
async function signIn(page: Page, email: string, mode: 'signUp' | 'signIn') {
  const before = (await codesFor(page, email)).length;
  await page.getByRole('banner').getByRole('button', { name: 'Your account' }).click();
  const dialog = page.getByRole('dialog');
  if (mode === 'signUp') {
    await dialog.getByRole('button', { name: 'Create an account', exact: true }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Robin Projects');
  }
  await dialog.getByLabel('Email address', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: mode === 'signUp' ? 'Sign up' : 'Send code', exact: true }).click();
  await expect.poll(async () => (await codesFor(page, email)).length).toBeGreaterThan(before);
  await dialog.getByLabel('Code', { exact: true }).fill((await codesFor(page, email))[0]!);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A second device: a browser context of its own (its own local storage, no shared tab channel). */
async function device(browser: Browser): Promise<{ page: Page; store: Store; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await servePhotos(page);
  return { page, store: new Store(page), close: () => context.close() };
}

const saveAnswers = (page: Page, statuses: number[]) =>
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/projects/save')) statuses.push(r.status());
  });

test.describe('projects on the server', () => {
  test(
    'one account, two devices: the same project; the newer edit wins without a duplicate; a stale save is answered 409 and recovered',
    ONCE,
    async ({ store, page, browser }, info) => {
      // Revisions, the 409 and its recovery are the saves' (the same calls on any screen); the phone's
      // editor saving a project is the burst test's below.
      const email = uniqueEmail(info, 'projects');
      await servePhotos(page);
      const built = storedProject('shared', [
        { path: PHOTO, width: 800, height: 600 },
        { path: PHOTO, width: 800, height: 600 },
      ]);
      const id = built.id as string;
      await seed(page, built);
      await store.open('/printing');
      await expect(store.heading()).toHaveText('Design Your Tiles');
      await signIn(page, email, 'signUp');
      await page.getByRole('button', { name: 'More copies' }).click();
      await expect(quantity(page)).toHaveValue('2');
      await expect(saveStatus(page)).toHaveText('Saved');
      const builtHere = (await localProjects(page)).find((p) => p.id === id)!;

      // The second device signs in and resumes: the same project, tiles and crops and options, in /printing.
      const second = await device(browser);
      await second.store.open('/');
      await signIn(second.page, email, 'signIn');
      await second.store.open('/resume');
      await expect(second.page).toHaveURL(/\/printing$/);
      await expect(quantity(second.page)).toHaveValue('2');
      // The screen shows the resumed project before its local record is written (the store writes a moment later).
      await expect.poll(async () => (await localProjects(second.page)).find((p) => p.id === id)?.isActive).toBe(true);
      const there = (await localProjects(second.page)).find((p) => p.id === id)!;
      expect(there.tiles.map((t) => [t.imagePath, t.cropTopLeftX, t.cropTopLeftY, t.scale, t.frameColor])).toEqual(
        builtHere.tiles.map((t) => [t.imagePath, t.cropTopLeftX, t.cropTopLeftY, t.scale, t.frameColor]),
      );

      // Edit on the second device; reload the first: the newer edit wins, once.
      await second.page.getByRole('button', { name: 'More copies' }).click();
      await expect(quantity(second.page)).toHaveValue('3');
      await expect(saveStatus(second.page)).toHaveText('Saved');
      await page.reload();
      await expect(quantity(page)).toHaveValue('3');
      expect((await localProjects(page)).filter((p) => p.id === id)).toHaveLength(1);

      // The first device edits (revision n+1); the second, still on revision n, edits after it: its save
      // is stale (409), and being the newer work it is saved over the first's, which a reload then shows.
      await page.getByRole('button', { name: 'Fewer copies' }).click();
      await expect(saveStatus(page)).toHaveText('Saved');
      const statuses: number[] = [];
      saveAnswers(second.page, statuses);
      second.store.expectConsoleError(/status of 409/);
      await second.page.getByRole('button', { name: 'More copies' }).click();
      await expect(quantity(second.page)).toHaveValue('4');
      await expect.poll(() => statuses).toEqual([409, 200]);
      await expect(saveStatus(second.page)).toHaveText('Saved');
      await page.reload();
      await expect(quantity(page)).toHaveValue('4');
      expect((await localProjects(page)).filter((p) => p.id === id)).toHaveLength(1);
      expect(second.store.unexpectedConsoleErrors()).toEqual([]);
      await second.close();
    },
  );

  test(
    "an attacker's ?cart= link changes nothing: a dialog asks, the victim's projects never go under the attacker's token (issue 26)",
    ONCE,
    async ({ store, page, browser }) => {
      // The attacker keeps an anonymous cart (token T) with a project, and sends the victim /recover?cart=T.
      const attackerToken = `e2e-attacker-${Date.now()}-${counter++}`;
      const attacker = await device(browser);
      const bait = storedProject('bait', [{ path: PHOTO, width: 800, height: 600 }]);
      await seed(attacker.page, { ...bait, cartToken: attackerToken, status: 'Cart', isActive: false, hasUnsavedChanges: true });
      await attacker.store.open('/cart');
      await expect.poll(async () => (await localProjects(attacker.page)).find((p) => p.id === bait.id)?.serverVersion).toBeGreaterThan(0);

      const victimToken = `e2e-victim-${Date.now()}-${counter++}`;
      await servePhotos(page);
      const mine = storedProject('mine', [{ path: PHOTO, width: 800, height: 600 }]);
      await seed(page, { ...mine, cartToken: victimToken, status: 'Cart', isActive: false, hasUnsavedChanges: true });
      await store.open(`/recover?cart=${attackerToken}`);
      const dialog = page.getByRole('alertdialog', { name: 'This recovery link can’t be used' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('This link comes from an older recovery email, and those links no longer bring back a cart.');
      await expect(dialog.getByRole('button', { name: 'Keep my projects' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert')).toHaveText(
        'This link comes from an older recovery email, and those links no longer bring back a cart. Your own projects stay as they are: nothing from this link was added to them.',
      );

      // The victim keeps its own token; its project saves there, and the attacker's token reads none of it.
      await store.open('/cart');
      await expect.poll(async () => (await localProjects(page)).find((p) => p.id === mine.id)?.serverVersion).toBeGreaterThan(0);
      const local = await localProjects(page);
      expect(local.map((p) => p.cartToken)).not.toContain(attackerToken);
      expect(local.map((p) => p.id)).not.toContain(bait.id);
      const asAttacker = await page.request.post('/api/v1/projects/get?tenantId=tilepix', { data: { abandoned: true, cartToken: attackerToken } });
      expect(((await asAttacker.json()) as { projects: Array<{ id: string }> }).projects.map((p) => p.id)).toEqual([bait.id]);
      expect(store.unexpectedConsoleErrors()).toEqual([]);
      await attacker.close();
    },
  );

  test('a burst of 50 edits sends at most one save per second (SPEC save throttle 1000 ms); no leave prompt once the save has landed', async ({
    store,
    page,
  }, info) => {
    await servePhotos(page);
    await seed(page, storedProject('burst', [{ path: PHOTO, width: 800, height: 600 }]));
    await store.open('/printing');
    await expect(store.heading()).toHaveText('Design Your Tiles');
    const saves: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/projects/save')) saves.push(Date.now());
    });
    const started = Date.now();
    const more = page.getByRole('button', { name: 'More copies' });
    for (let i = 0; i < 50; i++) await more.click();
    const burstMs = Date.now() - started;
    await expect(quantity(page)).toHaveValue('51');
    await expect(saveStatus(page)).toHaveText('Saved');
    const duringBurst = saves.filter((t) => t <= started + burstMs).length;
    info.annotations.push({ type: 'saves', description: `${saves.length} saves for 50 edits in ${burstMs} ms` });
    // One save per throttle window the burst spans, plus the first edit's: 50 edits in 5 s send at most 6.
    // Counted against the burst's own length, so a slow, loaded machine clicking slower does not fail it.
    expect(duringBurst).toBeLessThanOrEqual(Math.ceil(burstMs / 1_000) + 1);
    expect(saves.length).toBeLessThan(50);

    // Every change has landed: leaving asks nothing.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    await page.goto('/faqs');
    await expect(store.heading()).toBeVisible();
    expect(dialogs).toEqual([]);
  });
});
