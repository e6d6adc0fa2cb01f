/**
 * The browser build's `mobx-react-lite` (issue 27's JS budget; see compact-mobx.ts, whose reactions it
 * uses): `observer` and `enableStaticRendering`, with mobx-react-lite 5's semantics. An observer
 * component renders inside a reaction that remembers what the render read; when one of those changes,
 * the reaction bumps a version that React reads through useSyncExternalStore, so React schedules the
 * new render (batched, concurrent-safe, as mobx-react-lite). The component is memoised, as there.
 *
 * A render React throws away (a suspended or interrupted one) never subscribes: its reaction is let go
 * by a FinalizationRegistry when the component's ref is collected, so what it read does not keep it.
 */
import { memo, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Reaction } from './compact-mobx';

let staticRendering = false;

/** On the server: render without reactions (nothing would ever re-render there). */
export function enableStaticRendering(enable: boolean): void {
  staticRendering = enable;
}

interface Administration {
  reaction: Reaction | null;
  version: number;
  onStoreChange: (() => void) | null;
  readonly subscribe: (onStoreChange: () => void) => () => void;
  readonly getSnapshot: () => number;
}

const abandoned = typeof FinalizationRegistry === 'undefined' ? null : new FinalizationRegistry<Administration>((adm) => dispose(adm));

function dispose(adm: Administration): void {
  adm.reaction?.dispose();
  adm.reaction = null;
}

function react(adm: Administration, name: string): Reaction {
  return (adm.reaction = new Reaction(`${name}.render`, () => {
    adm.version++;
    adm.onStoreChange?.();
  }));
}

function administration(name: string): Administration {
  const adm: Administration = {
    reaction: null,
    version: 0,
    onStoreChange: null,
    subscribe(onStoreChange) {
      abandoned?.unregister(adm);
      adm.onStoreChange = onStoreChange;
      if (!adm.reaction) {
        // Disposed by a remount without a render in between (StrictMode): render again to subscribe again.
        react(adm, name);
        adm.version++;
      }
      return () => {
        adm.onStoreChange = null;
        dispose(adm);
      };
    },
    getSnapshot: () => adm.version,
  };
  return adm;
}

function useObserver<T>(render: () => T, name: string): T {
  const admRef = useRef<Administration | null>(null);
  let adm = admRef.current;
  if (!adm) {
    adm = admRef.current = administration(name);
    abandoned?.register(admRef, adm, adm);
  }
  useSyncExternalStore(adm.subscribe, adm.getSnapshot, adm.getSnapshot);
  const reaction = adm.reaction ?? react(adm, name);
  let rendered: T | undefined;
  let failure: { error: unknown } | null = null;
  reaction.runTracked(() => {
    try {
      rendered = render();
    } catch (error) {
      failure = { error };
    }
  });
  if (failure) throw (failure as { error: unknown }).error;
  return rendered as T;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as mobx-react-lite's own signature
export function observer<C extends ComponentType<any>>(component: C): C {
  // A function component (the app has no class or forwardRef observers: React 19 passes ref as a prop).
  const name = (component as { displayName?: string }).displayName ?? component.name;
  const base = component as unknown as (props: unknown) => ReactNode;
  const wrapped = (props: unknown) => (staticRendering ? base(props) : useObserver(() => base(props), name));
  Object.defineProperty(wrapped, 'name', { value: name });
  const memoised = memo(wrapped) as unknown as C & { displayName?: string };
  memoised.displayName = name;
  return memoised;
}
