import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import type { Container } from 'inversify';

/** The composition root's container, provided once at the top of the tree. */
export const ContainerContext = createContext<Container | null>(null);

type Token<T> = symbol | (abstract new (...args: never[]) => T);

/** Resolves a service (store or port) from the container. */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService used outside <ContainerContext.Provider>');
  return container.get<T>(token as never);
}

/**
 * Resolves a transient service (bound `inTransientScope`) once per mounted component: a fresh
 * instance that the component owns for its lifetime (and disposes, when it has `dispose`).
 */
export function useFresh<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useFresh used outside <ContainerContext.Provider>');
  return useMemo(() => container.get<T>(token as never), [container, token]);
}

/**
 * A fresh page store (see useFresh) started when the page mounts and disposed when it goes: the
 * admin pages' and the printing view's one lifecycle, written once. `args` are start's own (the asset
 * library's `{ followAddress }`), read once: the store starts once.
 */
export function useStarted<T extends { start(...args: A): unknown; dispose(): void }, A extends unknown[] = []>(token: Token<T>, ...args: A): T {
  const store = useFresh(token);
  const startArgs = useRef(args);
  useEffect(() => {
    store.start(...startArgs.current);
    return () => store.dispose();
  }, [store]);
  return store;
}

/**
 * A shared store (see useService) asked to load when the component mounts: the catalogue's and the
 * photo picker's lists, which keep what they have already loaded. `method` names the loading call.
 */
export function useLoaded<T, K extends { [P in keyof T]: T[P] extends () => unknown ? P : never }[keyof T]>(token: Token<T>, method: K): T {
  const service = useService(token);
  useEffect(() => {
    void (service[method] as () => unknown).call(service);
  }, [service, method]);
  return service;
}
