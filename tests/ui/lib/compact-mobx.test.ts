import { readFileSync } from 'node:fs';
import * as real from 'mobx';
import * as realReactLite from 'mobx-react-lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as compact from '../../../src/ui/lib/compact-mobx';
import * as compactReactLite from '../../../src/ui/lib/compact-mobx-react-lite';
import { sourceFiles } from '../../fixtures/source-files';

/**
 * The browser runs src/ui/lib/compact-mobx.ts in place of MobX (esbuild.config.ts, issue 27's JS
 * budget); tests and the server's own code run MobX. Each scenario runs against both: the same runs of
 * reactions and computed values, the same values seen, the same batching. (tests/ui/lib/compact-mobx-react.test.tsx
 * does the same for `observer`.)
 */
type Mobx = typeof real;
const implementations: [string, Mobx][] = [
  ['mobx', real],
  ['compact', compact as unknown as Mobx],
];

afterEach(() => vi.restoreAllMocks());

describe.each(implementations)('%s', (_name, mobx) => {
  const { action, autorun, computed, makeObservable, observable, observableRef, reaction, runInAction, untracked, when } = mobx;

  class Basket {
    count = 1;
    price = 10;
    computations = 0;
    constructor() {
      makeObservable(this, { count: observable, price: observable, total: computed, both: action });
    }
    get total() {
      this.computations++;
      return this.count * this.price;
    }
    both(count: number, price: number) {
      this.count = count;
      this.price = price;
    }
  }

  it('runs a reaction once per action, however many observables it changed', () => {
    const basket = new Basket();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(basket.total));
    basket.both(2, 20);
    runInAction(() => {
      basket.count = 3;
      basket.count = 4;
    });
    stop();
    basket.count = 5;
    expect(seen).toEqual([10, 40, 80]);
  });

  it('computes an observed value once per change, and afresh on every read when nothing observes it', () => {
    const basket = new Basket();
    const stop = autorun(() => basket.total);
    void basket.total;
    void basket.total;
    expect(basket.computations).toBe(1);
    runInAction(() => (basket.count = 2));
    expect(basket.computations).toBe(2);
    stop();
    void basket.total;
    void basket.total;
    expect(basket.computations).toBe(4);
  });

  it('is glitch-free: a diamond of computed values runs its reaction once, with consistent values', () => {
    const state = observable.box(1);
    const double = computed(() => state.get() * 2);
    const triple = computed(() => state.get() * 3);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${state.get()} ${double.get()} ${triple.get()}`));
    runInAction(() => state.set(2));
    stop();
    expect(seen).toEqual(['1 2 3', '2 4 6']);
  });

  it('does not run a reaction when a computed dependency changed its inputs but not its value', () => {
    const state = observable.box(1);
    const isOdd = computed(() => state.get() % 2 === 1);
    const runs: boolean[] = [];
    const stop = autorun(() => runs.push(isOdd.get()));
    runInAction(() => state.set(3));
    runInAction(() => state.set(4));
    stop();
    expect(runs).toEqual([true, false]);
  });

  it('a computed value first read inside another observed one follows its own inputs from then on', () => {
    const source = observable.box<(() => number) | null>(null, { deep: false });
    const pads = observable.box(0);
    const padCount = computed(() => pads.get());
    const count = computed(() => source.get()?.() ?? 0);
    const empty = computed(() => count.get() === 0);
    const said: boolean[] = [];
    const stop = reaction(
      () => empty.get(),
      (value) => said.push(value),
      { fireImmediately: true },
    );
    runInAction(() => source.set(() => padCount.get()));
    runInAction(() => pads.set(2));
    expect(count.get()).toBe(2);
    runInAction(() => pads.set(0));
    stop();
    expect(said).toEqual([true, false, true]);
  });

  it('follows only the branch a derivation last read', () => {
    const flag = observable.box(true);
    const a = observable.box('a');
    const b = observable.box('b');
    const seen: string[] = [];
    const stop = autorun(() => seen.push(flag.get() ? a.get() : b.get()));
    runInAction(() => b.set('b2'));
    runInAction(() => flag.set(false));
    runInAction(() => a.set('a2'));
    runInAction(() => b.set('b3'));
    stop();
    expect(seen).toEqual(['a', 'b2', 'b3']);
  });

  it('reaction: effect on a changed value (with the previous), fireImmediately, custom equals', () => {
    const list = observable.box([1, 2]);
    const calls: string[] = [];
    const stop = reaction(
      () => list.get().slice(),
      (value, previous) => calls.push(`${String(value)} ← ${String(previous)}`),
      { fireImmediately: true, equals: mobx.compareShallow },
    );
    runInAction(() => list.set([1, 2]));
    runInAction(() => list.set([1, 3]));
    stop();
    expect(calls).toEqual(['1,2 ← undefined', '1,3 ← 1,2']);
  });

  it('reaction: the effect is untracked and runs as an action', () => {
    const trigger = observable.box(0);
    const other = observable.box(0);
    const effects: number[] = [];
    const stop = reaction(
      () => trigger.get(),
      (value) => {
        other.get();
        effects.push(value);
      },
    );
    runInAction(() => other.set(1));
    runInAction(() => trigger.set(1));
    stop();
    expect(effects).toEqual([1]);
  });

  it('when: the effect once the predicate holds, then disposed; the promise form resolves or is cancelled', async () => {
    const ready = observable.box(false);
    const effect = vi.fn();
    when(() => ready.get(), effect);
    const promise = when(() => ready.get());
    const cancelled = when(() => ready.get());
    cancelled.cancel();
    runInAction(() => ready.set(true));
    runInAction(() => ready.set(false));
    runInAction(() => ready.set(true));
    expect(effect).toHaveBeenCalledTimes(1);
    await expect(promise).resolves.toBeUndefined();
    await expect(cancelled).rejects.toThrow();
  });

  it('untracked reads do not subscribe', () => {
    const a = observable.box(1);
    const b = observable.box(1);
    const runs = vi.fn();
    const stop = autorun(() => {
      a.get();
      untracked(() => b.get());
      runs();
    });
    runInAction(() => b.set(2));
    runInAction(() => a.set(2));
    stop();
    expect(runs).toHaveBeenCalledTimes(2);
  });

  it('observable (deep): arrays, plain objects and their new keys, nested; class instances and refs kept as they are', () => {
    class Money {
      constructor(readonly cents: number) {}
    }
    const money = new Money(5);
    const frozen = Object.freeze({ id: 'f' });
    class Store {
      items: { name: string; tags: string[] }[] = [];
      record: Record<string, number> = {};
      price = money;
      raw = frozen;
      constructor() {
        makeObservable(this, { items: observable, record: observable, price: observable, raw: observableRef });
      }
    }
    const store = new Store();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.items.map((i) => `${i.name}:${i.tags.join('+')}`).join(',')} | ${Object.keys(store.record).join(',')}`));
    runInAction(() => store.items.push({ name: 'a', tags: [] }));
    runInAction(() => store.items[0]!.tags.push('x'));
    runInAction(() => (store.items[0]!.name = 'b'));
    runInAction(() => (store.record.k = 1));
    runInAction(() => store.items.splice(0, 1));
    stop();
    expect(seen).toEqual([' | ', 'a: | ', 'a:x | ', 'b:x | ', 'b:x | k', ' | k']);
    expect(store.price).toBe(money);
    expect(store.raw).toBe(frozen);
    expect(Array.isArray(store.items)).toBe(true);
    expect(JSON.stringify({ items: store.items, record: store.record })).toBe('{"items":[],"record":{"k":1}}');
  });

  it('an assigned equal value changes nothing; a new array always does', () => {
    const box = observable.box('x');
    const runs = vi.fn();
    const stop = autorun(() => runs(box.get()));
    runInAction(() => box.set('x'));
    runInAction(() => box.set('y'));
    stop();
    expect(runs.mock.calls).toEqual([['x'], ['y']]);
  });

  it('observable.map and observable.set: reads subscribe, changes notify, shallow maps keep values', () => {
    const value = { deep: { n: 1 } };
    const map = observable.map<string, typeof value>({}, { deep: false });
    const set = observable.set<string>();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${[...map.keys()].join(',')}/${map.size}/${[...set].join(',')}/${String(set.has('a'))}`));
    runInAction(() => map.set('k', value));
    runInAction(() => map.set('k', value));
    runInAction(() => set.add('a'));
    runInAction(() => set.add('a'));
    runInAction(() => map.delete('k'));
    runInAction(() => set.clear());
    stop();
    expect(seen).toEqual(['/0//false', 'k/1//false', 'k/1/a/true', '/0/a/true', '/0//false']);
    map.set('v', value);
    expect(map.get('v')).toBe(value);
  });

  it('computedStruct and computed({ equals }) keep the last value while structurally equal', () => {
    class Shape {
      size = 1;
      constructor() {
        makeObservable(this, {
          size: observable,
          box: mobx.computedStruct,
          label: computed({ equals: (a: string, b: string) => a.toLowerCase() === b.toLowerCase() }),
        });
      }
      get box() {
        return { w: this.size > 0 ? 1 : 0 };
      }
      get label() {
        return this.size > 1 ? 'BIG' : 'big';
      }
    }
    const shape = new Shape();
    const boxes: object[] = [];
    const labels: string[] = [];
    const stop = autorun(() => boxes.push(shape.box));
    const stopLabel = autorun(() => labels.push(shape.label));
    runInAction(() => (shape.size = 2));
    stop();
    stopLabel();
    expect(boxes).toHaveLength(1);
    expect(labels).toEqual(['big']);
  });

  it('a subclass overriding an annotated action keeps its own body, run as an action', () => {
    class Base {
      value = 0;
      constructor() {
        makeObservable(this, { value: observable, bump: action });
      }
      bump() {
        this.value += 1;
      }
    }
    class Child extends Base {
      constructor() {
        super();
        makeObservable(this, { bump: mobx.override });
      }
      override bump() {
        this.value += 10;
        this.value += 10;
      }
    }
    const child = new Child();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(child.value));
    child.bump();
    stop();
    expect(seen).toEqual([0, 20]);
  });

  it('a computed value that throws rethrows on every read, and recovers', () => {
    const input = observable.box(-1);
    const root = computed(() => {
      if (input.get() < 0) throw new Error('negative');
      return Math.sqrt(input.get());
    });
    const seen: string[] = [];
    const stop = autorun(() => {
      try {
        seen.push(String(root.get()));
      } catch (error) {
        seen.push((error as Error).message);
      }
    });
    runInAction(() => input.set(4));
    stop();
    expect(seen).toEqual(['negative', '2']);
  });

  it('a reaction that throws is reported and keeps reacting', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const input = observable.box(0);
    const seen: number[] = [];
    const stop = autorun(() => {
      seen.push(input.get());
      if (input.get() === 1) throw new Error('boom');
    });
    runInAction(() => input.set(1));
    runInAction(() => input.set(2));
    stop();
    expect(seen).toEqual([0, 1, 2]);
    expect(errors).toHaveBeenCalled();
  });

  it('a reaction started inside an action runs when the action ends', () => {
    const seen: string[] = [];
    runInAction(() => {
      autorun(() => seen.push('ran'))();
      seen.push('action');
    });
    expect(seen).toEqual(['action']);
    const box = observable.box(1);
    let stop = () => undefined as void;
    runInAction(() => {
      stop = autorun(() => seen.push(`box ${box.get()}`));
      box.set(2);
      seen.push('end');
    });
    stop();
    expect(seen).toEqual(['action', 'end', 'box 2']);
  });
});

/** Every name the source imports from 'mobx' and 'mobx-react-lite' must be one the compact ports export. */
describe('the source uses only what the compact ports implement', () => {
  const files = sourceFiles();
  const imported = (module: string) =>
    new Set(
      files.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(new RegExp(`import (type )?\\{([^}]*)\\} from '${module}'`, 'g'))].flatMap((m) =>
          m[1]
            ? []
            : m[2]!
                .split(',')
                .map((n) => n.trim())
                .filter((n) => n && !n.startsWith('type ')),
        ),
      ),
    );

  it('mobx', () => {
    const names = [...imported('mobx')];
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !(n in compact))).toEqual([]);
    expect(names.filter((n) => !(n in real))).toEqual([]);
  });

  it('observer wraps function components only (the port leaves out class and forwardRef components)', () => {
    const offenders = files.filter((f) => /observer\(\s*(class\b|forwardRef\b|React\.forwardRef\b)/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('mobx-react-lite', () => {
    const names = [...imported('mobx-react-lite')];
    expect(names).toContain('observer');
    expect(names.filter((n) => !(n in compactReactLite) || !(n in realReactLite))).toEqual([]);
  });
});
