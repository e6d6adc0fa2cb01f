import { createContext, useContext } from 'react';
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
