import { ContainerModule, type Container } from 'inversify';
import { observable, runInAction } from 'mobx';
import { createElement, lazy, useContext, type ComponentType } from 'react';
import { adminFeature, photosFeature, pickupFeature, projectsFeature, sharingCallsFeature } from '../container';
import { ContainerContext } from '../hooks/use-service';
import { ChunkLoader, loadChunk, provideChunkLoader } from '../../application/loading/chunk-loader';
import { Stylesheets, type Stylesheets as StylesheetsPort } from '../../application/ports/stylesheets';
import { PrintingSessionLoader, type PrintingSessionLoader as PrintingSessionLoaderPort } from '../../application/ports/printing-session';
import { FeatureContainer } from '../../application/tokens';
import { orNothing } from './lazy-part';

/**
 * Pages whose stores only they need load those stores' ContainerModule with their own chunk, so
 * the stores stay out of the entry (issue 27's JS budget): one feature module (or a few) per
 * feature, loaded with its routes (issue 36). There is no module-global container: a lazy part
 * binds its features into the container it renders in (React context, `perContainer`), a loader
 * outside React is handed its container, and a binding that loads more later reads its own
 * (`FeatureContainer`). The server renders each request with a container of its own
 * (src/ui/render-page.tsx): no container, hence no store, is shared between requests; only the code is.
 */
const loadedInto = new WeakMap<Container, WeakSet<ContainerModule>>();

/** At start (main.tsx): every lazy part loads through the browser's ChunkLoader from now on (SPEC §8). */
export function startChunkLoader(container: Container): void {
  if (!container.isBound(ChunkLoader)) return;
  const chunks = container.get(ChunkLoader);
  provideChunkLoader(chunks);
  if (container.isBound(Stylesheets)) void chunks.recoverStylesheets(container.get<StylesheetsPort>(Stylesheets));
}

/**
 * A component made once per container (the browser's, or one server request's) by `make`: lazy
 * parts whose loaders bind their features into the container they render in.
 */
export function perContainer<P extends object>(make: (container: Container) => ComponentType<P>): ComponentType<P> {
  const made = new WeakMap<Container, ComponentType<P>>();
  return function PerContainer(props: P) {
    const container = useContext(ContainerContext);
    if (!container) throw new Error('a lazy part rendered outside <ContainerContext.Provider>');
    let component = made.get(container);
    if (!component) made.set(container, (component = make(container)));
    return createElement(component, props);
  };
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

/** Loads the module and binds its feature modules into `container` together; the features' bindings exist before it renders. */
export async function withFeature<T>(container: Container, feature: Feature, load: () => Promise<T>): Promise<T> {
  const [loadedModule] = await Promise.all([load(), bindFeatures(container, feature)]);
  return loadedModule;
}

/**
 * A part that loads with its feature's stores, made per container, when it first renders (issue 27's JS
 * budget); nothing in its place when its chunk was given up (SPEC §8: the ChunkLoadNotice says so).
 */
export const lazyFeaturePart = <P extends object>(feature: Feature, load: () => Promise<ComponentType<P>>): ComponentType<P> =>
  perContainer<P>((container) => lazy(() => orNothing(loadChunk(() => withFeature(container, feature, load).then((part) => ({ default: part }))))));

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
  Promise.all([photosFeature(), projectsFeature(), import('../../application/printing/printing-session-module'), cartContentsStores()]).then(
    ([photos, projects, m, cart]) => [photos, projects, m.tileImagesModule, ...m.printingSessionModules, cart],
  );

/**
 * What the cart holds (wall pads, items, promo): loaded with the cart page and with the printing
 * session (its projects and product starts change it); the header counts without it (`CartCount`).
 */
export const cartContentsStores = (): Promise<ContainerModule> => import('../../application/cart/cart-contents-module').then((m) => m.cartContentsModule);

/** The cart and the confirmation: the printing session, the cart's pricing and checkout, and pick-up's store finder (issue 30). */
export const cartAndPrintingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingAndPricingStores(), import('../../application/cart/cart-page-module').then((m) => m.cartPageModule), pickupFeature()]).then(
    ([printing, cart, pickup]) => [...printing, cart, ...pickup],
  );

/** The printing session and the cart's pricing: the tool's sticky bar prices the project as the cart will (issue 31). */
export const printingAndPricingStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingStores(), import('../../application/cart/cart-pricing-module').then((m) => m.cartPricingModule)]).then(([printing, pricing]) => [
    ...printing,
    pricing,
  ]);

/** The login modal's store, loaded with its body on first open. */
export const accountStores = (): Promise<ContainerModule> => import('../../application/account/login-module').then((m) => m.loginModule);

/** The embed's store with the printing session's stores it reads: loaded only inside an iframe. */
export const embedStores = (): Promise<readonly ContainerModule[]> =>
  Promise.all([printingStores(), import('../../application/embed/embed-module')]).then(([stores, m]) => [...stores, m.embedModule]);

/**
 * Inside an iframe: asks the parent page to go to an outside address (SPEC §7 navigate; the embed's
 * allow-list decides). Answers false when the address is not one the parent may be sent to.
 */
export async function navigateParent(container: Container, url: string): Promise<boolean> {
  const { EmbedSession } = await loadChunk(() => withFeature(container, embedStores, () => import('../../application/embed/embed-session')));
  return container.get(EmbedSession).navigateParent(url);
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
  bind(PrintingSessionLoader).toDynamicValue((ctx) => {
    // The container this loader was made in: the session's stores bind there, beside the share page's.
    const container = ctx.get<Container>(FeatureContainer);
    return {
      projects: () =>
        loadChunk(async () => {
          const [{ ProjectStore }] = await Promise.all([import('../../application/printing/project-store'), bindFeatures(container, printingStores)]);
          return container.get(ProjectStore);
        }),
    } satisfies PrintingSessionLoaderPort;
  });
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
