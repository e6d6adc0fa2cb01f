import { right } from 'fp-ts/Either';
import { Container } from 'inversify';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SessionOverlayRecords } from '../../../src/adapters/storage/session-overlay-records';
import {
  CUSTOMER_SESSION_OWN_KEYS,
  CustomerProjectSession,
  customerEditingModule,
  NOT_SAVED_YET,
  ONE_PROJECT_REFUSAL,
} from '../../../src/application/admin/customer-project-session';
import { CartContentsStore } from '../../../src/application/cart/cart-contents-store';
import { AdminConfettiApi } from '../../../src/application/ports/admin-confetti-api';
import { LocalRecords } from '../../../src/application/ports/local-records';
import { Navigator } from '../../../src/application/ports/navigator';
import { ServerProjects } from '../../../src/application/ports/server-projects';
import { printingSessionModules } from '../../../src/application/printing/printing-session-module';
import { ProjectRemovals } from '../../../src/application/printing/project-removals';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { LOW_RESOLUTION_MODAL_KIND, type LowResolutionModalRequest } from '../../../src/application/printing/tile-selection';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { createProject, createTile, type Project } from '../../../src/domain/project';
import { FakeServerProjects } from '../../fixtures/fake-projects';
import { buildTestWorld } from '../../fixtures/fakes';

configure({ enforceActions: 'always' });

const START = 1_000_000;
const EDIT_PATH = '/admin/customers/c1/projects/p1';

const settle = async () => {
  for (let i = 0; i < 8; i++) await new Promise((r) => setTimeout(r, 0));
};

const project = (id: string, cartToken: string): Project => ({
  ...createProject({ id, now: START - 60_000, cartToken, productId: 'tilepix' }),
  tiles: [createTile({ id: `${id}-t`, width: 1200, height: 1200, imagePath: `/files/${id}.jpg` })],
  savedToServer: true,
});

/**
 * The admin's app (its own project in this browser, its cart, its other tabs) and, over it, the
 * editing session's child container composed as the composition root does it: the same module,
 * in-memory records over the admin's, and the customer's projects on a fake server.
 */
async function adminEditing(customerStatus: Project['status'] = 'InProgress') {
  const world = buildTestWorld({}, printingSessionModules);
  world.scheduler.time = START;
  world.navigator.navigate(EDIT_PATH);
  const adminOwn = { ...project('admin-own', 'admin-cart'), savedToServer: false };
  world.storage.set(storageKey('tilepix', 'projects'), encodeStored([adminOwn], START));
  const storedBefore = world.storage.get(storageKey('tilepix', 'projects'));
  const customerNamed: string[] = [];
  world.container.bind(AdminConfettiApi).toConstantValue({
    customerProjects: async (id: string) => {
      customerNamed.push(id);
      return right({ customer: { id, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', openProjects: 1 }, projects: [] });
    },
  } as unknown as AdminConfettiApi);
  const adminProjects = world.container.get(ProjectStore);
  const adminCart = world.container.get(CartContentsStore);

  const customer = new FakeServerProjects(() => world.scheduler.now());
  customer.signedIn = true;
  customer.put({ ...project('p1', 'customer-cart'), status: customerStatus }, 3);

  const child = new Container({ parent: world.container });
  child.bind(LocalRecords).toConstantValue(new SessionOverlayRecords(world.container.get(LocalRecords), CUSTOMER_SESSION_OWN_KEYS));
  child.bind(ServerProjects).toConstantValue(customer);
  await child.load(customerEditingModule({ customerId: 'c1', projectId: 'p1' }, world.navigator), ...printingSessionModules);
  const session = child.get(CustomerProjectSession);
  const projects = child.get(ProjectStore);
  return { world, child, session, projects, customer, adminProjects, adminCart, storedBefore, customerNamed };
}

const where = (world: { navigator: Navigator }) => `${world.navigator.current()}${world.navigator.search() ? `?${world.navigator.search()}` : ''}`;

describe('CustomerProjectSession: an admin editing a customer\'s project', () => {
  it('shows only the customer\'s project: no default project, nothing of the admin\'s, and names whose it is', async () => {
    const s = await adminEditing();
    expect(s.projects.projects.length).toBe(1); // the tool's fresh default, before the customer's arrives
    await s.session.open();
    expect(s.session.status).toBe('ready');
    expect(s.projects.projects.map((p) => p.id)).toEqual(['p1']);
    expect(s.projects.designing.map((p) => p.id)).toEqual(['p1']);
    expect(s.projects.active).toMatchObject({ id: 'p1', status: 'InProgress', isActive: true });
    expect(s.projects.oneProjectOnly).toBe(true);
    expect(s.session.heading).toBe('Editing Ada Lovelace’s project (ada@example.com)');
    expect(s.customerNamed).toEqual(['c1']);
    // The admin's own projects and this browser's records are as they were; nothing was saved or deleted.
    expect(s.adminProjects.projects.map((p) => p.id)).toEqual(['admin-own']);
    expect(s.adminProjects.oneProjectOnly).toBe(false);
    await settle();
    expect(s.world.storage.get(storageKey('tilepix', 'projects'))).toBe(s.storedBefore);
    expect(s.customer.saves).toEqual([]);
    expect(s.customer.deletes).toEqual([]);
    expect(s.world.serverProjects.saves).toEqual([]);
  });

  it('has no cart: Add to Cart, a new project, a split, a removal or the admin\'s project are refused, and the admin stays put', async () => {
    const s = await adminEditing();
    await s.session.open();
    const cartTiles = s.adminCart.cartTiles;

    const carted = s.projects.addActiveToCart();
    expect(carted).toEqual({ _tag: 'Left', left: ONE_PROJECT_REFUSAL });
    expect(s.projects.photos.createSplitProject({ imagePath: '/files/x.jpg', width: 2000, height: 2000, source: 'Confetti' }, 2, 2)).toEqual({
      _tag: 'Left',
      left: ONE_PROJECT_REFUSAL,
    });
    s.projects.startNewProject();
    s.projects.activateProject('admin-own');
    s.projects.removeProject('p1');
    expect(await s.child.get(ProjectRemovals).removeProject('p1')).toBe(false);
    // The session's navigator never leaves /admin for the storefront (the cart, the photo picker).
    s.child.get<Navigator>(Navigator).navigate('/cart');
    s.child.get<Navigator>(Navigator).navigate('/photo-picker');

    expect(s.projects.projects.map((p) => [p.id, p.status, p.isActive])).toEqual([['p1', 'InProgress', true]]);
    expect(where(s.world)).toBe(EDIT_PATH);
    expect(s.world.analytics.errors.map((e) => e.where)).toEqual(['customer editing session', 'customer editing session']);
    expect(s.adminCart.cartTiles).toBe(cartTiles);
    expect(s.child.get(CartContentsStore)).not.toBe(s.adminCart);
    await settle();
    expect(s.customer.saves).toEqual([]);
    expect(s.customer.copy('p1').serverStatus).toBe('InProgress');
  });

  it('Done sends the unsaved change at once, waits until it landed, then returns to the customer\'s page; the admin\'s other tabs hear nothing', async () => {
    const s = await adminEditing();
    await s.session.open();
    expect(s.projects.setQuantity(2)._tag).toBe('Right');
    await settle();
    expect(s.customer.saves.map((x) => [x.quantity, x.baseVersion])).toEqual([[2, 3]]);
    // A second change within the second: the throttle holds it back…
    s.world.scheduler.advance(200);
    expect(s.projects.setQuantity(3)._tag).toBe('Right');
    await settle();
    expect(s.customer.saves.length).toBe(1);
    // …and Done sends it now, then waits for it.
    s.customer.hold = true;
    const done = s.session.done();
    expect(s.customer.saves.map((x) => [x.quantity, x.baseVersion, x.at - START])).toEqual([[2, 3, 0], [3, 4, 200]]);
    expect(s.session.closing).toBe(true);
    await settle();
    expect(where(s.world)).toBe(EDIT_PATH);
    s.customer.release();
    await done;
    expect(where(s.world)).toBe('/admin/customers?customer=c1');
    expect(s.customer.copy('p1').project.quantity).toBe(3);
    expect(s.world.hub.posted).toEqual([]);
    expect(s.adminProjects.projects.map((p) => [p.id, p.quantity])).toEqual([['admin-own', 1]]);
  });

  it('a save that keeps failing keeps the admin in the session, told so; Done again once it lands', async () => {
    const s = await adminEditing();
    await s.session.open();
    s.customer.failures = [
      { code: 'api/network', message: 'offline' },
      { code: 'api/network', message: 'offline' },
    ];
    s.projects.setQuantity(2);
    await settle();
    await s.session.done();
    expect(s.customer.saves.length).toBe(2);
    expect(s.session.error).toBe(NOT_SAVED_YET);
    expect(s.session.closing).toBe(false);
    expect(where(s.world)).toBe(EDIT_PATH);
    await s.session.done();
    expect(where(s.world)).toBe('/admin/customers?customer=c1');
    expect(s.customer.copy('p1').project.quantity).toBe(2);
  });

  it('a project in the customer\'s cart is reopened for editing; an ordered one is not opened', async () => {
    const inCart = await adminEditing('Cart');
    await inCart.session.open();
    expect(inCart.session.status).toBe('ready');
    expect(inCart.projects.projects.map((p) => [p.id, p.status])).toEqual([['p1', 'InProgress']]);

    const ordered = await adminEditing('Completed');
    await ordered.session.open();
    expect(ordered.session.status).toBe('missing');
    await ordered.session.done();
    expect(where(ordered.world)).toBe(EDIT_PATH);
  });

  it('the Low Resolution modal it opens (in the app\'s one modal host) tells of the session\'s tile, not of the admin\'s projects', async () => {
    const s = await adminEditing();
    await s.session.open();
    const added = s.projects.photos.addTile({ imagePath: '/files/small.jpg', width: 400, height: 300, source: 'Confetti' });
    if (added._tag === 'Left') throw new Error(added.left.message);
    s.projects.openLowResolution(added.right.id);
    const open = s.world.container.get(ModalStore).current?.request as LowResolutionModalRequest | undefined;
    expect(open?.kind).toBe(LOW_RESOLUTION_MODAL_KIND);
    expect(open?.warning()?.message).toBe("This photo is 300 x 300 pixels and doesn't meet the 500 x 500 pixel minimum resolution for the best quality print.");
    expect(s.adminProjects.lowResolutionTiles.size).toBe(0);
  });
});
