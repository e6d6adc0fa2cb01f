import { describe, expect, it, vi } from 'vitest';
import { lazyPort } from '../../src/adapters/lazy-port';
import { WARM_PORT, warmPort } from '../../src/application/loading/warm-port';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyPort', () => {
  it('loads the implementation on first use, once, and forwards calls with this bound', async () => {
    const load = vi.fn(
      async (): Promise<Greeter> =>
        ({
          prefix: 'Hi',
          async greet(this: { prefix: string }, name: string) {
            return `${this.prefix} ${name}`;
          },
        }) as unknown as Greeter,
    );
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    expect(await port.greet('Ada')).toBe('Hi Ada');
    expect(await Promise.all([port.greet('A'), port.greet('B')])).toEqual(['Hi A', 'Hi B']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries the load after a failure (a chunk that failed to download)', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ greet: async (n: string) => `Hello ${n}` });
    const port = lazyPort(load);
    await expect(port.greet('x')).rejects.toThrow('ChunkLoadError');
    expect(await port.greet('y')).toBe('Hello y');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable and refuses members that are not methods', async () => {
    const port = lazyPort(async () => ({ value: 1 }) as unknown as Greeter);
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    await expect((port as unknown as { value(): Promise<unknown> }).value()).rejects.toThrow('value is not a method of the lazily loaded port');
  });

  it('answers the constants given up front without loading', () => {
    const load = vi.fn(async () => ({ network: 'Facebook', greet: async () => '' }));
    const port = lazyPort(load, { network: 'Facebook' as const });
    expect(port.network).toBe('Facebook');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the code ahead of the first call when warmed, once, and a failed warm-up is left to that call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ greet: async (n: string) => `Hello ${n}` });
    const port = lazyPort(load);
    await expect(warmPort(port)).resolves.toBeUndefined();
    await warmPort(port);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await port.greet('y')).toBe('Hello y');
    expect(load).toHaveBeenCalledTimes(2);
    // A port made eagerly has nothing to fetch.
    await expect(warmPort({ greet: async () => '' })).resolves.toBeUndefined();
  });

  it('warms the implementation too once loaded, when it can be (the photo processor starts its workers)', async () => {
    const started = vi.fn();
    const port = lazyPort(async () => ({ greet: async (n: string) => n, [WARM_PORT]: started }) as Greeter);
    await warmPort(port);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
