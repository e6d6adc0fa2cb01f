/**
 * The share page's address for the page-load bench (issue 35 goal: /d/{id} phone LCP ≤ 1.0 s, its
 * Open Graph image ≤ 200 KB): a 9-tile project of the seeded album photos is shared from the design
 * tool as a shopper does (Share → Create link), so the page measured is a real link of this server.
 */
import type { Browser } from 'playwright-core';
import { storedProject } from '../../tests/e2e/stored-project';

/** The route's name in the report: its id differs on every run. */
export const SHARED_DESIGN_ROUTE = '/d/{id}';

export interface SharedDesignLink {
  readonly path: string;
  /** The link preview's picture (og:image), in bytes. */
  readonly ogImageBytes: number;
}

export async function shareADesign(browser: Browser, base: string): Promise<SharedDesignLink> {
  const albums = (await (await fetch(`${base}/api/v1/albums/public?tenantId=tilepix`)).json()) as {
    albums: Array<{ images: Array<{ full: string; width: number; height: number }> }>;
  };
  const photos = albums.albums.flatMap((a) => a.images).slice(0, 9);
  // Marked unsaved, as a freshly framed project is: the tool saves it to the server, which a link needs.
  const project = {
    ...storedProject(
      'bench-share',
      photos.map((p) => ({ path: p.full, width: p.width, height: p.height })),
      { columns: 3, metadata: { layout: 9 } },
    ),
    hasUnsavedChanges: true,
  };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      (value) => {
        localStorage.setItem('tpx:tilepix:projects', value);
        localStorage.setItem('tpx:tilepix:welcomePromoShown', JSON.stringify({ value: true, savedAt: Date.now() }));
      },
      JSON.stringify({ value: [project], savedAt: Date.now() }),
    );
    const page = await context.newPage();
    await page.goto(`${base}/printing`);
    await page.getByRole('button', { name: 'Share', exact: true }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog', { name: 'Share this design' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByRole('textbox', { name: 'Link to this design' });
    await field.waitFor();
    const path = new URL(await field.inputValue()).pathname;
    const og = await page.request.get(`${base}/api/v1/shares/${path.slice(3)}/image?tenantId=tilepix`);
    return { path, ogImageBytes: (await og.body()).length };
  } finally {
    await context.close();
  }
}
