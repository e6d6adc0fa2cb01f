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
import { CartHandOff } from '../../../src/application/printing/cart-hand-off';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { LOW_RESOLUTION_MODAL_KIND, type LowResolutionModalRequest } from '../../../src/application/printing/tile-selection';
import { ModalStore } from '../../../src/application/shell/modal-store';
import { LEAVE_UNSAVED_QUESTION, REFUSAL_TEXT } from '../../../src/application/admin/customer-save-refusal';
import { ConvertPromptStore, type ConvertPromptRequest } from '../../../src/application/printing/convert-prompt-store';
import { PhotoChoices } from '../../../src/application/printing/photo-choices';
import { ProjectSync } from '../../../src/application/printing/project-sync';
import { SAVE_STATUS_TEXT } from '../../../src/domain/project';
import type { ApiFailure } from '../../../src/application/ports/main-api';
import { encodeStored, storageKey } from '../../../src/domain/persistence';
import { createProject, createTile, type Project } from '../../../src/domain/project';
import { FakeServerProjects } from '../../fixtures/fake-projects';
import { buildTestWorld, tenantReady } from '../../fixtures/fakes';

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
async function adminEditing(customerStatus: Project['status'] = 'InProgress', options: { tenant?: string; frameColor?: string } = {}) {
  const tenant = options.tenant ?? 'tilepix';
  const world = buildTestWorld(tenant === 'tilepix' ? {} : { search: `tenant=${tenant}` }, printingSessionModules);
  world.scheduler.time = START;
  tenantReady(world);
  world.navigator.navigate(EDIT_PATH);
  const adminOwn = { ...project('admin-own', 'admin-cart'), savedToServer: false };
  world.storage.set(storageKey(tenant, 'projects'), encodeStored([adminOwn], START));
  const storedBefore = world.storage.get(storageKey(tenant, 'projects'));
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
  const theirs = project('p1', 'customer-cart');
  const frameColor = options.frameColor ?? theirs.frameColor;
  customer.put({ ...theirs, status: customerStatus, frameColor, tiles: theirs.tiles.map((t) => ({ ...t, frameColor })) }, 3);

  const child = new Container({ parent: world.container });
  child.bind(LocalRecords).toConstantValue(new SessionOverlayRecords(world.container.get(LocalRecords), CUSTOMER_SESSION_OWN_KEYS));
  child.bind(ServerProjects).toConstantValue(customer);
  await child.load(customerEditingModule({ customerId: 'c1', projectId: 'p1' }, world.navigator), ...printingSessionModules);
  const session = child.get(CustomerProjectSession);
  const projects = child.get(ProjectStore);
  return { world, child, session, projects, customer, adminProjects, adminCart, storedBefore, customerNamed };
}

const where = (world: { navigator: Navigator }) => `${world.navigator.current()}${world.navigator.search() ? `?${world.navigator.search()}` : ''}`;

describe("CustomerProjectSession: an admin editing a customer's project", () => {
  it("shows only the customer's project: no default project, nothing of the admin's, and names whose it is", async () => {
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

  it("has no cart: Add to Cart, a new project, a split, a removal or the admin's project are refused, and the admin stays put", async () => {
    const s = await adminEditing();
    await s.session.open();
    const cartTiles = s.adminCart.cartTiles;

    const carted = s.child.get(CartHandOff).addActiveToCart();
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

  it("Done sends the unsaved change at once, waits until it landed, then returns to the customer's page; the admin's other tabs hear nothing", async () => {
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
    expect(s.customer.saves.map((x) => [x.quantity, x.baseVersion, x.at - START])).toEqual([
      [2, 3, 0],
      [3, 4, 200],
    ]);
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

  it("a project in the customer's cart is reopened for editing; an ordered one is not opened", async () => {
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

  it("the Low Resolution modal it opens (in the app's one modal host) tells of the session's tile, not of the admin's projects", async () => {
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

describe("CustomerProjectSession: a save the server refuses is the admin's to decide on, never dropped", () => {
  /** The session open, a change made, and the save for it answered with `failure` (or by the fake server's own rules). */
  async function refusedEdit(failure?: ApiFailure, prepare?: (s: Awaited<ReturnType<typeof adminEditing>>) => void) {
    const s = await adminEditing();
    await s.session.open();
    if (failure) s.customer.failures = [failure];
    prepare?.(s);
    expect(s.projects.setQuantity(2)._tag).toBe('Right');
    await settle();
    return s;
  }

  /** The admin is still here, the change still on screen and unsaved, the status line says so, Done claims nothing. */
  async function expectHeld(s: Awaited<ReturnType<typeof adminEditing>>, message: string) {
    expect(s.session.refusal?.message).toBe(message);
    expect(s.projects.active).toMatchObject({ id: 'p1', quantity: 2, hasUnsavedChanges: true });
    const sync = s.child.get(ProjectSync);
    expect(SAVE_STATUS_TEXT[sync.status]).toBe('Not saved');
    // Nothing more is sent on its own, however long the admin stays.
    const sent = s.customer.saves.length;
    s.world.scheduler.advance(120_000);
    await settle();
    expect(s.customer.saves.length).toBe(sent);
    expect(where(s.world)).toBe(EDIT_PATH);
  }

  it('403 (the admin lost the role): told in words, the change kept; Done tries once more and, refused again, stays', async () => {
    const forbidden: ApiFailure = { code: 'api/bad-request', status: 403, message: 'Admin only' };
    const s = await refusedEdit(forbidden);
    await expectHeld(s, 'Not saved: you are no longer allowed to edit this customer’s projects.');
    s.customer.failures = [forbidden];
    await s.session.done();
    expect(s.customer.saves.map((x) => x.quantity)).toEqual([2, 2]);
    expect(s.session.closing).toBe(false);
    expect(s.session.error).toBeNull();
    await expectHeld(s, REFUSAL_TEXT.forbidden);
    expect(s.customer.copy('p1').project.quantity).toBe(1);
    // The role given back: Done sends it again, and now it lands and the admin goes back.
    await s.session.done();
    expect(where(s.world)).toBe('/admin/customers?customer=c1');
    expect(s.customer.copy('p1').project.quantity).toBe(2);
  });

  it('404 (the customer or the project is gone): told so; Done does not claim success and sends nothing more', async () => {
    const s = await refusedEdit({ code: 'api/not-found', status: 404, message: 'Customer not found.' });
    await expectHeld(s, 'Not saved: this customer or this project no longer exists (it was deleted meanwhile).');
    await s.session.done();
    expect(s.customer.saves.length).toBe(1);
    await expectHeld(s, REFUSAL_TEXT.gone);
    expect(s.session.refusal).toMatchObject({ canReload: false, canRetry: false });
  });

  it('the customer ordered the project meanwhile (409, Completed): the ordered-meanwhile message; Done stays; nothing is overwritten', async () => {
    const s = await refusedEdit(undefined, (x) => x.customer.complete('p1'));
    await expectHeld(s, 'Not saved: this project was ordered by the customer meanwhile, so it can no longer be changed.');
    await s.session.done();
    expect(s.customer.saves.length).toBe(1);
    expect(s.session.closing).toBe(false);
    await expectHeld(s, REFUSAL_TEXT.ordered);
    expect(s.session.refusal?.canReload).toBe(false);
    expect(s.customer.copy('p1')).toMatchObject({ serverStatus: 'Completed', project: { quantity: 1 } });
  });

  it("400 and 413: the server's reason, or too large; Done tries again (the admin may have made it smaller)", async () => {
    const tooMany = await refusedEdit({ code: 'api/bad-request', status: 400, message: 'A project holds at most 100 tiles (this one has 120).' });
    await expectHeld(tooMany, 'Not saved: the server refused this change. A project holds at most 100 tiles (this one has 120).');
    const large = await refusedEdit({ code: 'api/bad-request', status: 413, message: 'HTTP 413' });
    await expectHeld(large, 'Not saved: this project is too large to save. Remove some photos, then choose Done again.');
    await large.session.done();
    expect(where(large.world)).toBe('/admin/customers?customer=c1');
  });

  it('409 (the customer changed it meanwhile): said, their version offered and loaded on request; never overwritten silently', async () => {
    const s = await refusedEdit(undefined, (x) => x.customer.put({ ...project('p1', 'customer-cart'), quantity: 5, updatedAt: START + 60_000 }, 4));
    await expectHeld(s, 'Not saved: the customer changed this project meanwhile. Load their version to go on from it; your change is not applied over theirs.');
    expect(s.session.refusal).toMatchObject({ canReload: true, canRetry: false });
    await s.session.done();
    expect(s.customer.saves.length).toBe(1);
    expect(s.customer.copy('p1').project.quantity).toBe(5);
    expect(where(s.world)).toBe(EDIT_PATH);

    s.session.reloadCustomerVersion();
    expect(s.session.refusal).toBeNull();
    expect(s.projects.active).toMatchObject({ id: 'p1', quantity: 5, serverVersion: 4, hasUnsavedChanges: false, status: 'InProgress', isActive: true });
    // Going on from their version: saved over it, then Done goes back.
    expect(s.projects.setQuantity(6)._tag).toBe('Right');
    await s.session.done();
    expect(s.customer.saves.map((x) => [x.quantity, x.baseVersion])).toEqual([
      [2, 3],
      [6, 4],
    ]);
    expect(where(s.world)).toBe('/admin/customers?customer=c1');
  });

  it('Back to the customer with a refused change asks first: Cancel stays with the change, confirming leaves without saving it', async () => {
    const s = await refusedEdit(undefined, (x) => x.customer.complete('p1'));
    const modals = s.world.container.get(ModalStore);
    const cancelled = s.session.leaveWithoutSaving();
    expect(modals.current?.request).toEqual({ kind: 'confirm', ...LEAVE_UNSAVED_QUESTION });
    modals.dismiss();
    expect(await cancelled).toBe(false);
    expect(where(s.world)).toBe(EDIT_PATH);
    expect(s.projects.active.quantity).toBe(2);

    const left = s.session.leaveWithoutSaving();
    modals.answer(modals.current!.id, true);
    expect(await left).toBe(true);
    expect(where(s.world)).toBe('/admin/customers?customer=c1');
    s.session.leave();
    await settle();
    expect(s.customer.saves.length).toBe(1);
  });

  it("the photo dialog names the photos of the project as the customer's, not the admin's", async () => {
    const s = await adminEditing();
    await s.session.open();
    const choices = s.child.get(PhotoChoices);
    await choices.load();
    const labels = choices.state.status === 'ready' ? choices.state.choices.map((c) => c.label) : [];
    expect(labels[0]).toBe('Customer’s photo 1');
    expect(labels.some((l) => l.startsWith('Your photo'))).toBe(false);
    // The shopper's own tool still says 'Your photo'.
    const own = s.world.container.get(PhotoChoices);
    await own.load();
    expect(own.state.status === 'ready' && own.state.choices[0]?.label).toBe('Your photo 1');
  });

  it('wg tenant: the session asks the black-frames prompt as the customer would, about their project only; Convert saves Black for them', async () => {
    const s = await adminEditing('InProgress', { tenant: 'wg', frameColor: 'White' });
    const modals = s.world.container.get(ModalStore);
    await s.session.open();
    await settle();
    const request = modals.current?.request as ConvertPromptRequest | undefined;
    expect(request?.kind).toBe('convert-prompt');
    // The prompt that asked is the session's (the app's one modal host shows it): its answer changes the customer's project.
    expect(request?.prompt).toBe(s.child.get(ConvertPromptStore));
    request!.prompt.choose('convert');
    modals.dismiss();
    await settle();
    expect(s.projects.active).toMatchObject({ id: 'p1', frameColor: 'Black', convertedToBlackFrames: true });
    expect(s.customer.copy('p1').project.tiles.map((t) => t.frameColor)).toEqual(['Black']);
    // The admin's own projects and their own stored answer are untouched.
    expect(s.adminProjects.projects.map((p) => p.frameColor)).toEqual(['Black']);
    expect(s.world.storage.get(storageKey('wg', 'convertChoice'))).toBeNull();
    expect(s.world.storage.get(storageKey('wg', 'projects'))).toBe(s.storedBefore);
  });
});
