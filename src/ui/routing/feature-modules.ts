import { ContainerModule, type Container } from 'inversify';
import { observable, runInAction } from 'mobx';
import { adminFeature, photosFeature, pickupFeature, projectsFeature, sharingCallsFeature } from '../container';
import { ChunkLoader, loadChunk, provideChunkLoader } from '../../application/loading/chunk-loader';
import { Stylesheets, type Stylesheets as StylesheetsPort } from '../../application/ports/stylesheets';
import { PrintingSessionLoader, type PrintingSessionLoader as PrintingSessionLoaderPort } from '../../application/ports/printing-session';

/**
 * Pages whose stores only they need load those stores' ContainerModule with their own chunk, so
 * the stores stay out of the entry (the home route's budget is 150 KB gzipped). React.lazy's
 * loaders run outside React, hence the browser's container is handed over once, at start (main.tsx).
 * The server renders each request with a container of its own (src/ui/render-page.tsx) and binds a
 * page's features into it with `bindFeatures`: no container, hence no store, is shared between
 * requests; only the code is.
 */
let root: Container | null = null;
const loadedInto = new WeakMap<Container, WeakSet<ContainerModule>>();

export function provideFeatureContainer(container: Container): void {
  root = container;
  // Every lazy part loads through the app's ChunkLoader from now on (SPEC §8).
  if (!container.isBound(ChunkLoader)) return;
  const chunks = container.get(ChunkLoader);
  provideChunkLoader(chunks);
  if (container.isBound(Stylesheets)) void chunks.recoverStylesheets(container.get<StylesheetsPort>(Stylesheets));
}

/** A feature's modules: loaded (code) on demand, bound per container. */
export type Feature = () => Promise<ContainerModule | readonly ContainerModule[]>;

/** Binds the feature's modules into `container`, each once. */
export async function bindFeatures(container: Container, feature: Feature): Promise<void> {
  const modules = [await feature()].flat();
  let loaded = loadedInto.get(container);
  if (!loaded) loadedInto.set(container, (loaded = new WeakSet()));
  for (const module of modules) {
    if (loaded.has(module)) continue;
    container.load(module);
    loaded.add(module);
  }
}

/** Loads the module and its feature modules together (in the browser's container); the features' bindings exist before it renders. */
export async function withFeature<T>(feature: Feature, load: () => Promise<T>): Promise<T> {
  if (!root) throw new Error('provideFeatureContainer was not called before a feature page loaded');
  const [loadedModule] = await Promise.all([load(), bindFeatures(root, feature)]);
  return loadedModule;
}

/** The browser's container, once main.tsx provided it (null on the server). */
export const browserContainer = (): Container | null => root;

/**
 * Whether something (a page, a dialog, the shell) asked for the printing session's stores in this
 * visit: at once in `asked`, for the entry; in the observable box a microtask later, for the shell,
 * since a lazy part may ask while React renders it (an observer must not re-render from there).
 */
let asked = false;
const printingStoresAsked = observable.box(false);

/** True once `printingStores` was first called; observable (the shell then mounts the session's watchers). */
export const printingStoresRequested = (): boolean => printingStoresAsked.get() || asked;

/**
 * The printing tool's session stores (projects, uploads) with the photo adapters they use: one instance for the whole visit, loaded
 * by every page that uses them and by the shell's leave-page guard and iframe upload progress.
 */
export const printingStores = (): Promise<readonly ContainerModule[]> => {
  if (!asked) {
    asked = true;
    queueMicrotask(() => runInAction(() => printingStoresAsked.set(true)));
  }
  return loadPrintingStores();
};

const loadPrintingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([photosFeature(), projectsFeature(), import('../../application/printing/printing-session-module')]).then(([photos, projects, m]) => [
    photos,
    projects,
    ...m.printingSessionModules,
  ]);

/** The cart and the confirmation: the printing session, the cart's pricing and checkout, and pick-up's store finder (issue 30). */
export const cartAndPrintingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingAndPricingStores(), import('../../application/cart/cart-page-module').then((m) => m.cartPageModule), pickupFeature()]).then(
    ([printing, cart, pickup]) => [...printing, cart, ...pickup],
  );

/** The printing session and the cart's pricing: the tool's sticky bar prices the project as the cart will (issue 31). */
export const printingAndPricingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingStores(), import('../../application/cart/cart-pricing-module').then((m) => m.cartPricingModule)]).then(([printing, pricing]) => [...printing, pricing]);

/** The login modal's store, loaded with its body on first open. */
export const accountStores = (): Promise<ContainerModule> => import('../../application/account/login-module').then((m) => m.loginModule);

/** The embed's store with the printing session's stores it reads: loaded only inside an iframe. */
export const embedStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingStores(), import('../../application/embed/embed-module')]).then(([stores, m]) => [...stores, m.embedModule]);

/**
 * Inside an iframe: asks the parent page to go to an outside address (SPEC §7 navigate; the embed's
 * allow-list decides). Answers false when the address is not one the parent may be sent to.
 */
export async function navigateParent(url: string): Promise<boolean> {
  const { EmbedSession } = await loadChunk(() => withFeature(embedStores, () => import('../../application/embed/embed-session')));
  return root!.get(EmbedSession).navigateParent(url);
}

/**
 * An admin editing a customer's project (issue #17): the admin's modules and the printing tool's
 * adapters; the session's own stores live in a child container (`customerEditingContainer`).
 */
export const customerEditingFeature = (): Promise<readonly ContainerModule[]> =>
  Promise.all([adminFeature(), printingStores()]).then(([admin, printing]) => [...admin, ...printing]);

/**
 * The printing session's stores on demand, for a store that needs them only on a tap (the share
 * page's "Make this design"): loaded into the browser's container through the ChunkLoader (SPEC §8).
 */
const printingSessionLoaderModule = new ContainerModule(({ bind }) => {
  bind(PrintingSessionLoader).toConstantValue({
    projects: () =>
      loadChunk(async () => {
        const [{ ProjectStore }] = await Promise.all([import('../../application/printing/project-store'), bindFeatures(root!, printingStores)]);
        return root!.get(ProjectStore);
      }),
  } satisfies PrintingSessionLoaderPort);
});

/** Issue 35: the share page's store and calls; the printing session's stores load on "Make this design" (issue 27's JS budget). */
export const sharedDesignStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([sharingCallsFeature(), import('../../application/sharing/sharing-module')]).then(([calls, m]) => [
    calls,
    m.sharingModule,
    printingSessionLoaderModule,
  ]);

/** Issue 35: the continue page's and the Share/Continue dialogs' stores, over the printing session's. */
export const sharingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingStores(), sharedDesignStores()]).then(([printing, sharing]) => [...printing, ...sharing]);
