/* eslint-disable @typescript-eslint/no-unsafe-function-type -- a port of Inversify's API, whose service ids and decorator targets are any class, abstract ones included (`Function`, as Inversify's own types) */
/**
 * The browser build's `inversify` (issue 27's JS budget, DESIGN §4): the part of Inversify 8's API
 * this app uses (`@injectable`, `@inject`, `@optional`, `@preDestroy`, `ContainerModule`, and a
 * `Container` with parents, singleton and transient scopes, constant, class and dynamic bindings,
 * `onDeactivation`, load/unload by module), with Inversify's semantics, in about 2 KB gzipped.
 * Inversify itself with its metadata code is 24 KB gzipped: its decorators alone pull 14 KB into
 * every chunk that declares a store, which on a phone is a sixth of the storefront's whole budget.
 *
 * The source keeps importing from 'inversify' (tests and the server run the real one); esbuild.config.ts
 * resolves the client build's imports here. tests/ui/di/compact-inversify.test.ts runs the same
 * scenarios against both and fails when the source uses a part of the API this file lacks.
 *
 * As with Inversify under esbuild (no decorator metadata), every constructor parameter needs
 * `@inject(Token)`: a class with a parameter that has none fails to resolve.
 */

type Id = string | symbol | Function;
type Scope = 'Singleton' | 'Transient';
type Newable = new (...args: never[]) => unknown;

interface ClassMetadata {
  readonly params: { id?: Id; optional?: boolean }[];
  preDestroy?: string | symbol;
  scope?: Scope;
}

const metadata = new WeakMap<Function, ClassMetadata>();

function metadataOf(type: Function): ClassMetadata {
  let meta = metadata.get(type);
  if (!meta) metadata.set(type, (meta = { params: [] }));
  return meta;
}

function param(target: Function, index: number) {
  return (metadataOf(target).params[index] ??= {});
}

export function injectable(scope?: Scope) {
  return (target: Function): void => {
    if (scope) metadataOf(target).scope = scope;
  };
}

export function inject(id: Id) {
  return (target: object, _key: string | symbol | undefined, index: number): void => {
    param(target as Function, index).id = id;
  };
}

export function optional() {
  return (target: object, _key: string | symbol | undefined, index: number): void => {
    param(target as Function, index).optional = true;
  };
}

export function preDestroy() {
  return (prototype: object, key: string | symbol): void => {
    metadataOf(prototype.constructor).preDestroy = key;
  };
}

const describe = (id: Id): string => (typeof id === 'function' ? id.name : String(id));

interface Binding {
  readonly id: Id;
  readonly module?: ContainerModule | undefined;
  kind?: 'class' | 'constant' | 'dynamic';
  value?: unknown;
  scope?: Scope;
  deactivate?: (instance: never) => void;
  cache?: { readonly instance: unknown };
}

/** What a `toDynamicValue` builder receives (Inversify's ResolutionContext, its `get` part). */
export interface ResolutionContext {
  get<T>(id: Id, options?: { optional?: boolean }): T;
}

export interface ContainerModuleLoadOptions {
  bind<T>(id: Id): BindToSyntax<T>;
  unbind(id: Id): void;
  isBound(id: Id): boolean;
}

export class ContainerModule {
  constructor(readonly load: (options: ContainerModuleLoadOptions) => void | Promise<void>) {}
}

class BindToSyntax<T> {
  constructor(private readonly binding: Binding) {}

  private set(fields: Partial<Binding>): this {
    Object.assign(this.binding, fields);
    return this;
  }

  /** Like Inversify, refuses at binding time a class with a constructor parameter that has no `@inject`. */
  to(type: Newable): this {
    const params = metadata.get(type)?.params ?? [];
    for (let i = 0; i < Math.max(type.length, params.length); i += 1) {
      if (params[i]?.id === undefined)
        throw new Error(`Found unexpected missing metadata on type "${type.name}" at constructor argument ${i}: give it @inject(Token)`);
    }
    return this.set({ kind: 'class', value: type });
  }

  toSelf(): this {
    return this.to(this.binding.id as Newable);
  }

  toConstantValue(value: T): this {
    return this.set({ kind: 'constant', value, scope: 'Singleton' });
  }

  toDynamicValue(builder: (context: ResolutionContext) => T): this {
    return this.set({ kind: 'dynamic', value: builder });
  }

  inSingletonScope(): this {
    return this.set({ scope: 'Singleton' });
  }

  inTransientScope(): this {
    return this.set({ scope: 'Transient' });
  }

  onDeactivation(deactivate: (instance: T) => void): this {
    return this.set({ deactivate: deactivate as (instance: never) => void });
  }
}

export class Container {
  private readonly bindings = new Map<Id, Binding[]>();
  private readonly parent: Container | undefined;
  private readonly defaultScope: Scope;

  constructor(options: { defaultScope?: Scope; parent?: Container } = {}) {
    this.parent = options.parent;
    this.defaultScope = options.defaultScope ?? 'Transient';
  }

  bind<T>(id: Id, module?: ContainerModule): BindToSyntax<T> {
    const binding: Binding = { id, module };
    this.bindings.set(id, [...(this.bindings.get(id) ?? []), binding]);
    return new BindToSyntax<T>(binding);
  }

  isBound(id: Id): boolean {
    return this.isCurrentBound(id) || (this.parent?.isBound(id) ?? false);
  }

  isCurrentBound(id: Id): boolean {
    return (this.bindings.get(id)?.length ?? 0) > 0;
  }

  get<T>(id: Id, options?: { optional?: boolean }): T {
    return this.resolve(id, options?.optional ?? false, []) as T;
  }

  load(...modules: ContainerModule[]): void {
    for (const module of modules) {
      const loading = module.load({
        bind: (id) => this.bind(id, module),
        unbind: (id) => this.unbind(id),
        isBound: (id) => this.isBound(id),
      });
      if (loading instanceof Promise) throw new Error('A ContainerModule that loads asynchronously needs loadAsync, which this app does not use');
    }
  }

  async loadAsync(...modules: ContainerModule[]): Promise<void> {
    this.load(...modules);
  }

  unload(...modules: ContainerModule[]): void {
    for (const [id, list] of this.bindings)
      this.remove(
        id,
        list.filter((b) => b.module !== undefined && modules.includes(b.module)),
      );
  }

  unbind(id: Id): void {
    this.remove(id, this.bindings.get(id) ?? []);
  }

  unbindAll(): void {
    for (const [id, list] of [...this.bindings]) this.remove(id, list);
  }

  /** Removes the bindings, deactivating their singletons as Inversify does (@preDestroy, then the binding's handler). */
  private remove(id: Id, removed: readonly Binding[]): void {
    if (removed.length === 0) return;
    const kept = (this.bindings.get(id) ?? []).filter((b) => !removed.includes(b));
    if (kept.length > 0) this.bindings.set(id, kept);
    else this.bindings.delete(id);
    for (const binding of removed) {
      const cache = binding.cache;
      if (!cache) continue;
      binding.cache = undefined;
      const instance = cache.instance as Record<string | symbol, unknown>;
      const hook = binding.kind === 'class' ? metadata.get(binding.value as Function)?.preDestroy : undefined;
      if (hook !== undefined) (instance[hook] as () => void).call(instance);
      binding.deactivate?.(instance as never);
    }
  }

  /** The bindings of `id`: this container's own, else its parent's (Inversify's lookup). */
  private lookup(id: Id): Binding[] | undefined {
    const own = this.bindings.get(id);
    return own && own.length > 0 ? own : this.parent?.lookup(id);
  }

  /**
   * As in Inversify, a service is built in the container it was asked of: a parent's binding gets
   * the dependencies the child binds (the binding, hence its singleton, stays the parent's).
   */
  private resolve(id: Id, optional: boolean, path: readonly Id[]): unknown {
    const found = this.lookup(id);
    if (!found) {
      if (optional) return undefined;
      throw new Error(`No bindings found for service: "${describe(id)}"${path.length ? ` (needed by ${path.map(describe).join(' → ')})` : ''}`);
    }
    if (found.length > 1) throw new Error(`Ambiguous bindings found for service: "${describe(id)}"`);
    const binding = found[0]!;
    if (binding.cache) return binding.cache.instance;
    if (path.includes(id)) throw new Error(`Circular dependency found: ${[...path, id].map(describe).join(' --> ')}`);
    const chain = [...path, id];
    let instance: unknown;
    let scope = binding.scope;
    if (binding.kind === 'constant') instance = binding.value;
    else if (binding.kind === 'dynamic')
      instance = (binding.value as (c: ResolutionContext) => unknown)({ get: (dep, o) => this.resolve(dep, o?.optional ?? false, chain) as never });
    else if (binding.kind === 'class') {
      const type = binding.value as Newable;
      const meta = metadata.get(type);
      scope ??= meta?.scope;
      const args = (meta?.params ?? []).map((p) => this.resolve(p.id!, p.optional ?? false, chain));
      instance = new type(...(args as never[]));
    } else throw new Error(`Invalid binding for service: "${describe(id)}" (bound to nothing)`);
    if ((scope ?? this.owner(binding).defaultScope) === 'Singleton') binding.cache = { instance };
    return instance;
  }

  /** The container whose binding this is (its default scope applies). */
  private owner(binding: Binding): Container {
    return this.bindings.get(binding.id)?.includes(binding) ? this : this.parent!.owner(binding);
  }
}
