// @vitest-environment happy-dom
import 'reflect-metadata/lite';
import { cleanup, render, screen } from '@testing-library/react';
import { Container, ContainerModule } from 'inversify';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainerContext, useService } from '../../../src/ui/hooks/use-service';
import { bindFeatures, perContainer, withFeature } from '../../../src/ui/routing/feature-modules';

afterEach(cleanup);

const Greeting = Symbol('Greeting');
let made = 0;
const greetingModule = new ContainerModule(({ bind }) => {
  bind(Greeting).toDynamicValue(() => ({ text: `store ${++made}` }));
});

function Part() {
  return <p>{useService<{ text: string }>(Greeting).text}</p>;
}

describe('issue 36: no module-global container', () => {
  it('a lazy part binds its feature into the container it renders in, once per container', async () => {
    const loadCode = vi.fn(async () => ({ default: Part }));
    const feature = vi.fn(async () => greetingModule);
    const LazyPart = perContainer((container) => lazy(() => withFeature(container, feature, loadCode)));
    const a = new Container({ defaultScope: 'Singleton' });
    const b = new Container({ defaultScope: 'Singleton' });
    const view = (c: Container) => (
      <ContainerContext.Provider value={c}>
        <Suspense fallback={<p>loading</p>}>
          <LazyPart />
        </Suspense>
      </ContainerContext.Provider>
    );
    const first = render(view(a));
    expect(await screen.findByText('store 1')).toBeTruthy();
    first.unmount();
    render(view(b));
    // The second container has its own store: the feature was bound there, not found in a shared one.
    expect(await screen.findByText('store 2')).toBeTruthy();
    expect(a.get<{ text: string }>(Greeting).text).toBe('store 1');
    // Binding the same feature again into a container is a no-op.
    await bindFeatures(a, feature);
    expect(a.get<{ text: string }>(Greeting).text).toBe('store 1');
    expect(feature).toHaveBeenCalledTimes(3);
  });

  it('a lazy part outside a container provider is an error, not a silent global', () => {
    const Orphan = perContainer(() => Part);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('a lazy part rendered outside <ContainerContext.Provider>');
  });
});
