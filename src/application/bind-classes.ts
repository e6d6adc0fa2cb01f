import type { ContainerModuleLoadOptions } from 'inversify';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any class, whatever its constructor takes (its parameters are @inject-ed)
type Class = new (...args: any[]) => unknown;

/**
 * A feature module's list of its classes, each bound to itself (issue #36: the list is what differs from
 * module to module, not the binding). Singletons: one instance for the container.
 */
export function bindSingletons(bind: ContainerModuleLoadOptions['bind'], classes: readonly Class[]): void {
  for (const type of classes) bind(type).toSelf().inSingletonScope();
}

/** Transients: a fresh instance for each resolution (a page's store, disposed with its page). */
export function bindTransients(bind: ContainerModuleLoadOptions['bind'], classes: readonly Class[]): void {
  for (const type of classes) bind(type).toSelf().inTransientScope();
}
