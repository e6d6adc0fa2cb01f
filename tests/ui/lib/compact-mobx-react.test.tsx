// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import * as realMobx from 'mobx';
import * as realReactLite from 'mobx-react-lite';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as compactMobx from '../../../src/ui/lib/compact-mobx';
import * as compactReactLite from '../../../src/ui/lib/compact-mobx-react-lite';

/**
 * `observer` in the browser build (src/ui/lib/compact-mobx-react-lite.ts over compact-mobx.ts) and in
 * tests (mobx-react-lite over MobX): the same renders for the same changes (tests/ui/lib/compact-mobx.test.ts
 * holds the rest of the ports' scenarios).
 */
type Pair = [string, typeof compactMobx, typeof compactReactLite];
const pairs: Pair[] = [
  ['mobx-react-lite', realMobx as unknown as typeof compactMobx, realReactLite as unknown as typeof compactReactLite],
  ['compact', compactMobx, compactReactLite],
];

afterEach(cleanup);

describe.each(pairs)('%s', (_name, mobx, { observer }) => {
  function world() {
    const state = mobx.observable({ count: 0, other: 0 });
    const renders: number[] = [];
    const Counter = observer(function Counter({ label }: { label: string }) {
      renders.push(state.count);
      return (
        <p>
          {label} {state.count}
        </p>
      );
    });
    return { state, renders, Counter };
  }

  it('renders again when what it read changes, once per action, and not for what it did not read', () => {
    const { state, renders, Counter } = world();
    render(<Counter label="Count" />);
    act(() => mobx.runInAction(() => (state.count = 1)));
    act(() => mobx.runInAction(() => (state.other = 1)));
    act(() =>
      mobx.runInAction(() => {
        state.count = 2;
        state.count = 3;
      }),
    );
    expect(screen.getByText('Count 3')).toBeTruthy();
    expect(renders).toEqual([0, 1, 3]);
  });

  it('is memoised: the same props do not render it again', () => {
    const { renders, Counter } = world();
    let rerender = () => undefined as void;
    function Parent() {
      const [n, setN] = useState(0);
      rerender = () => setN(n + 1);
      return <Counter label="Same" />;
    }
    render(<Parent />);
    act(() => rerender());
    expect(renders).toEqual([0]);
  });

  it('stops following once unmounted, and follows again after a StrictMode remount', () => {
    const { state, renders, Counter } = world();
    const { unmount } = render(
      <StrictMode>
        <Counter label="Strict" />
      </StrictMode>,
    );
    act(() => mobx.runInAction(() => (state.count = 1)));
    expect(screen.getByText('Strict 1')).toBeTruthy();
    unmount();
    const before = renders.length;
    act(() => mobx.runInAction(() => (state.count = 2)));
    expect(renders.length).toBe(before);
  });
});
