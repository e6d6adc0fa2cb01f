import { left, right } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ContinueLinks, DesignShares, type ContinueRefused, type SharedDesignView } from '../../src/application/ports/design-shares';
import type { ApiFailure } from '../../src/application/ports/main-api';
import { PrintingSessionLoader } from '../../src/application/ports/printing-session';
import { ProjectStore } from '../../src/application/printing/project-store';
import { ContinueFlow } from '../../src/application/sharing/continue-flow';
import { SharedDesignPage } from '../../src/application/sharing/shared-design-page';
import { sharingModule } from '../../src/application/sharing/sharing-module';
import { sharedDesignOf } from '../../src/domain/sharing';
import { project, tile } from '../domain/fixtures';
import { buildTestWorld } from '../fixtures/fakes';

const design = sharedDesignOf(
  project('shared', { tiles: [1, 2, 3].map((i) => tile(`s${i}`, { imagePath: `/files/uploads/tilepix/s${i}.jpg` })), metadata: { layout: 3 } }),
)!;
const VIEW: SharedDesignView = { id: 'AbCdEfGhIjKlMnOpQrSt_-', design, product: null, imageUrl: '/api/v1/shares/AbCdEfGhIjKlMnOpQrSt_-/image' };

/** A world with issue 35's stores over scripted shares and continue links. */
function world(answers: { get?: SharedDesignView | null | ApiFailure; redeem?: string | ContinueRefused } = {}) {
  const w = buildTestWorld();
  const redeemed: Array<{ link: string; cartToken: string }> = [];
  w.container.bind(DesignShares).toConstantValue({
    get: async () => (answers.get && 'code' in answers.get ? left(answers.get) : right(answers.get === undefined ? VIEW : answers.get)),
    create: async () => left({ code: 'api/server', message: 'unused' }),
    list: async () => right([]),
    revoke: async () => right(undefined),
  });
  w.container.bind(ContinueLinks).toConstantValue({
    create: async () => left({ code: 'api/server', message: 'unused' }),
    redeem: async (link: string, cartToken: string) => {
      redeemed.push({ link, cartToken });
      const a = answers.redeem ?? 'desk-project';
      return typeof a === 'string' ? right(a) : left(a);
    },
  });
  // The share page's store loads the printing session on "Make this design" (issue 27); here it is bound already.
  w.container.bind(PrintingSessionLoader).toConstantValue({ projects: async () => w.container.get(ProjectStore) });
  w.container.load(sharingModule);
  return { ...w, redeemed };
}

/** Issue 35 item 2: the share page's store. */
describe('SharedDesignPage', () => {
  it('loads the design, and "Make this design" makes the visitor\'s own active project and opens the printing tool', async () => {
    const w = world();
    const page = w.container.get(SharedDesignPage);
    expect(page.state(VIEW.id)).toEqual({ kind: 'loading' });
    await page.load(VIEW.id);
    expect(page.state(VIEW.id)).toEqual({ kind: 'ready', view: VIEW });
    const projects = w.container.get(ProjectStore);
    await page.makeThis(VIEW);
    const mine = projects.active;
    expect(mine.cartToken).toBe(projects.cartToken);
    expect(mine.tiles.map((t) => t.imagePath)).toEqual(design.tiles.map((t) => t.imagePath));
    expect(mine.status).toBe('InProgress');
    expect(mine.metadata).toEqual({ layout: 3 });
    expect(w.navigator.current()).toBe('/printing');
  });

  it('an unknown or turned-off link is Design Not Found; a failure can be tried again', async () => {
    const gone = world({ get: null });
    await gone.container.get(SharedDesignPage).load('x');
    expect(gone.container.get(SharedDesignPage).state('x')).toEqual({ kind: 'notFound' });
    const failing = world({ get: { code: 'api/network', message: 'offline' } });
    await failing.container.get(SharedDesignPage).load('y');
    expect(failing.container.get(SharedDesignPage).state('y')).toEqual({ kind: 'failed' });
    expect(failing.analytics.errors.length).toBeGreaterThan(0);
  });
});

/** Issue 35 item 3: the phone's end. */
describe('ContinueFlow.open', () => {
  it("redeems the link under this browser's cart and opens the project in the printing tool, active and in progress", async () => {
    const w = world();
    const projects = w.container.get(ProjectStore);
    w.serverProjects.put({ ...project('desk-project', { cartToken: projects.cartToken, status: 'Cart', tiles: [tile('d1'), tile('d2')] }) }, 1);
    const flow = w.container.get(ContinueFlow);
    await flow.open('?link=abc.def');
    expect(w.redeemed).toEqual([{ link: 'abc.def', cartToken: projects.cartToken }]);
    expect(flow.openState).toEqual({ kind: 'done' });
    expect(projects.active.id).toBe('desk-project');
    expect(projects.active.status).toBe('InProgress');
    expect(projects.active.tiles).toHaveLength(2);
    expect(w.navigator.current()).toBe('/printing');
  });

  it('a used, expired or malformed link says why and changes nothing', async () => {
    const w = world({ redeem: { code: 'continue/refused', problem: 'used', message: 'used' } });
    const flow = w.container.get(ContinueFlow);
    const before = w.container.get(ProjectStore).projects;
    await flow.open('?link=abc.def');
    expect(flow.openState).toEqual({ kind: 'refused', problem: 'used' });
    expect(ContinueFlow.message('used')).toBe('This link was already used. Each link opens the project once: make a new one on your computer.');
    await flow.open('?nothing=1');
    expect(flow.openState).toEqual({ kind: 'refused', problem: 'invalid' });
    expect(w.container.get(ProjectStore).projects).toEqual(before);
    expect(w.navigator.current()).not.toBe('/printing');
  });
});
