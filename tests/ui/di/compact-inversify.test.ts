import 'reflect-metadata/lite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as real from 'inversify';
import { describe, expect, it } from 'vitest';
import * as compact from '../../../src/ui/di/compact-inversify';
import { sourceFiles } from '../../fixtures/source-files';

/**
 * The browser runs src/ui/di/compact-inversify.ts in place of Inversify (esbuild.config.ts, issue 27's
 * JS budget); tests and the server run Inversify. Each scenario runs against both: the same
 * instances, the same errors, the same disposals.
 */
type Di = typeof compact;
const implementations: [string, Di][] = [
  ['inversify', real as unknown as Di],
  ['compact', compact],
];

const Name = Symbol('Name');
const Missing = Symbol('Missing');
const Records = Symbol('Records');

function classes(di: Di, log: string[]) {
  const { inject, injectable, optional, preDestroy } = di;
  @injectable()
  class Greeter {
    constructor(
      @inject(Name) readonly name: string,
      @inject(Missing) @optional() readonly missing?: string,
    ) {}

    @preDestroy()
    dispose() {
      log.push(`dispose ${this.name}`);
    }
  }
  @injectable()
  class Session {
    constructor(@inject(Records) readonly records: string) {}
  }
  @injectable()
  class Unmarked {
    constructor(readonly name: string) {}
  }
  return { Greeter, Session, Unmarked };
}

describe.each(implementations)('%s', (_name, di) => {
  it('builds singletons by default scope, transient on request, constants as given', () => {
    const { Greeter } = classes(di, []);
    const c = new di.Container({ defaultScope: 'Singleton' });
    c.bind(Name).toConstantValue('Ann');
    c.bind(Greeter).toSelf();
    expect(c.get(Greeter)).toBe(c.get(Greeter));
    expect(c.get<InstanceType<typeof Greeter>>(Greeter).name).toBe('Ann');
    expect(c.get<InstanceType<typeof Greeter>>(Greeter).missing).toBeUndefined();
    const t = new di.Container({ defaultScope: 'Singleton' });
    t.bind(Name).toConstantValue('Bo');
    t.bind(Greeter).toSelf().inTransientScope();
    expect(t.get(Greeter)).not.toBe(t.get(Greeter));
    const plain = new di.Container();
    plain.bind(Name).toConstantValue('Cy');
    plain.bind(Greeter).toSelf();
    expect(plain.get(Greeter)).not.toBe(plain.get(Greeter));
  });

  it('resolves dynamic values with the context, once in singleton scope', () => {
    const c = new di.Container({ defaultScope: 'Singleton' });
    let built = 0;
    c.bind(Name).toConstantValue('Di');
    c.bind(Records).toDynamicValue((ctx) => `${ctx.get<string>(Name)} ${++built}`);
    expect(c.get(Records)).toBe('Di 1');
    expect(c.get(Records)).toBe('Di 1');
    expect(c.isBound(Records)).toBe(true);
    expect(c.isBound(Missing)).toBe(false);
    expect(c.get(Missing, { optional: true })).toBeUndefined();
    expect(() => c.get(Missing)).toThrow(/No bindings found/);
  });

  it('unloads a module: its singletons run @preDestroy and onDeactivation, and load again afresh', () => {
    const log: string[] = [];
    const { Greeter } = classes(di, log);
    const c = new di.Container({ defaultScope: 'Singleton' });
    c.load(new di.ContainerModule(({ bind }) => void bind(Name).toConstantValue('Ed')));
    const m = new di.ContainerModule(({ bind }) => {
      bind(Greeter)
        .toSelf()
        .onDeactivation(() => void log.push('deactivated'));
    });
    c.load(m);
    const first = c.get(Greeter);
    c.unload(m);
    expect(log).toEqual(['dispose Ed', 'deactivated']);
    expect(c.isBound(Greeter)).toBe(false);
    c.load(m);
    expect(c.get(Greeter)).not.toBe(first);
    c.unbindAll();
    expect(log).toEqual(['dispose Ed', 'deactivated', 'dispose Ed', 'deactivated']);
    const constants = new di.Container();
    // A constant is deactivated once something asked for it, not before.
    constants
      .bind(Records)
      .toConstantValue('unasked')
      .onDeactivation((value) => void log.push(`constant ${value}`));
    constants.unbind(Records);
    constants
      .bind(Records)
      .toConstantValue('asked')
      .onDeactivation((value) => void log.push(`constant ${value}`));
    constants.get(Records);
    constants.unbind(Records);
    expect(log.slice(4)).toEqual(['constant asked']);
  });

  it('a child container builds with its own bindings first, its parent’s otherwise', () => {
    const { Session, Greeter } = classes(di, []);
    const parent = new di.Container({ defaultScope: 'Singleton' });
    parent.bind(Records).toConstantValue('device');
    parent.bind(Name).toConstantValue('Flo');
    parent.bind(Greeter).toSelf();
    const child = new di.Container({ parent });
    child.bind(Records).toConstantValue('overlay');
    child.bind(Session).toSelf().inSingletonScope();
    expect(child.get<InstanceType<typeof Session>>(Session).records).toBe('overlay');
    expect(child.get(Greeter)).toBe(parent.get(Greeter));
    expect(parent.isBound(Session)).toBe(false);
    expect(child.isBound(Name)).toBe(true);
  });

  it('refuses a constructor parameter without @inject, two bindings for one service and cycles', () => {
    const { Unmarked } = classes(di, []);
    const c = new di.Container();
    expect(() => c.bind(Unmarked).toSelf()).toThrow(/missing metadata/);
    c.bind(Name).toConstantValue('a');
    c.bind(Name).toConstantValue('b');
    expect(() => c.get(Name)).toThrow(/Ambiguous/);
    const d = new di.Container();
    d.bind(Records).toDynamicValue((ctx) => ctx.get(Missing));
    d.bind(Missing).toDynamicValue((ctx) => ctx.get(Records));
    expect(() => d.get(Records)).toThrow();
  });
});

/** Every binding verb the source uses must be one the compact container implements. */
describe('the source uses only what the compact container implements', () => {
  const files = sourceFiles();
  const users = files.filter((f) => /from 'inversify'/.test(readFileSync(f, 'utf8')));

  it('imports', () => {
    const names = new Set(
      users.flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/import (?:type )?\{([^}]*)\} from 'inversify'/g)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((n) => n.replace(/^\s*type\s+/, '').trim())
            .filter(Boolean),
        ),
      ),
    );
    const types = new Set(['ResolutionContext', 'ContainerModuleLoadOptions']);
    expect([...names].filter((n) => !types.has(n) && !(n in compact))).toEqual([]);
  });

  it('binding verbs', () => {
    const unsupported =
      /\.(toFactory|toService|toResolvedValue|toProvider|inRequestScope|when[A-Z]\w*|when|onActivation|getAsync|getAll|getAllAsync|rebind|rebindAsync|snapshot|restore|unbindAsync|unloadAsync|register)\(/;
    const offenders = users.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => unsupported.test(l) && !/\.getAll\('image'\)/.test(l))
        .map((l) => `${path.relative(process.cwd(), f)}: ${l.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
