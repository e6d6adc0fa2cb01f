import { describe, expect, it, vi } from 'vitest';
import { parseInitialData } from '../../src/adapters/launch/browser-launch-context';
import { MESSAGE_SOURCE, WindowParentFrame } from '../../src/adapters/parent-frame/window-parent-frame';
import { LocalStorageStore } from '../../src/adapters/storage/local-storage-store';
import { centsToDecimal, decimalToCents } from '../../src/contract/money';

describe('tpx-initial-data', () => {
  it('decodes the known settings', () => {
    const log = vi.fn();
    expect(parseInitialData('{"tenant":"wg","frameColor":"White","test":true,"extra":1}', log)).toEqual({
      tenant: 'wg',
      frameColor: 'White',
      test: true,
      extra: 1,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs and ignores malformed JSON', () => {
    const log = vi.fn();
    expect(parseInitialData('{tenant:', log)).toBeNull();
    expect(log.mock.calls[0]?.[0]).toMatch(/^tpx-initial-data is not valid JSON and was ignored: /);
  });

  it('logs and ignores JSON of the wrong shape', () => {
    const log = vi.fn();
    expect(parseInitialData('{"tenant":42}', log)).toBeNull();
    expect(log).toHaveBeenCalledWith('tpx-initial-data was ignored: tenant: expected string, got 42');
  });

  it('treats an absent or blank value as none', () => {
    const log = vi.fn();
    expect(parseInitialData(null, log)).toBeNull();
    expect(parseInitialData('  ', log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

/** A window-shaped object with just what WindowParentFrame touches. */
function fakeWindow(parentOrigin: string) {
  const listeners = new Set<(e: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { ancestorOrigins: [parentOrigin] },
    document: { referrer: '' },
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  };
  const dispatch = (data: unknown, origin: string, source: unknown = parent) => listeners.forEach((l) => l({ data, origin, source } as MessageEvent));
  return { win: win as unknown as Window, parent, dispatch, listeners };
}

describe('WindowParentFrame', () => {
  const allowed = () => ['https://www.tilepix.com', 'http://localhost:*'];

  it("posts to the parent's own origin when the tenant allows it", () => {
    const { win, parent } = fakeWindow('https://www.tilepix.com');
    new WindowParentFrame(win, allowed).post({ type: 'notifyPathChanged', path: '/faqs', title: 'FAQ - TilePix' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: MESSAGE_SOURCE, protocol: 1, type: 'notifyPathChanged', path: '/faqs', title: 'FAQ - TilePix' },
      { targetOrigin: 'https://www.tilepix.com', transfer: [] },
    );
  });

  it('sends nothing to a parent whose origin is not allowed', () => {
    const { win, parent } = fakeWindow('https://evil.example');
    new WindowParentFrame(win, allowed).post({ type: 'hideFullscreen' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('sends only what the contract defines', () => {
    const { win, parent } = fakeWindow('http://localhost:3000');
    // @ts-expect-error: a wrong type is refused at run time too
    new WindowParentFrame(win, allowed).post({ type: 'updateState', state: { cartCount: 'many' } });
    expect(parent.postMessage).not.toHaveBeenCalled();
    new WindowParentFrame(win, allowed).post({ type: 'updateState', state: { cartCount: 3 } });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: MESSAGE_SOURCE, protocol: 1, type: 'updateState', state: { cartCount: 3 } },
      { targetOrigin: 'http://localhost:3000', transfer: [] },
    );
  });

  it('transfers the image buffer of a getBase64Img answer', () => {
    const { win, parent } = fakeWindow('http://localhost:3000');
    const data = new ArrayBuffer(8);
    new WindowParentFrame(win, allowed).post({ type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg', data }, [data]);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: MESSAGE_SOURCE, protocol: 1, type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg', data },
      { targetOrigin: 'http://localhost:3000', transfer: [data] },
    );
  });

  it('passes on only decodable messages from an allowed origin and the parent window, and unsubscribes', () => {
    const { win, dispatch, listeners } = fakeWindow('http://localhost:3000');
    const drops: string[] = [];
    const frame = new WindowParentFrame(win, allowed, (reason) => drops.push(reason));
    const handler = vi.fn();
    const stop = frame.subscribe(handler);
    dispatch({ type: 'changeRoute', path: '/cart' }, 'http://localhost:3000');
    dispatch({ type: 'changeRoute', path: '/cart' }, 'https://evil.example');
    dispatch({ type: 'changeRoute' }, 'http://localhost:3000');
    dispatch({ type: 'changeRoute', path: '/x' }, 'http://localhost:3000', {});
    // Another protocol version, an unknown type, an oversized hand-over, an overlong request id.
    dispatch({ type: 'changeRoute', path: '/y', protocol: 2 }, 'http://localhost:3000');
    dispatch({ type: 'selfDestruct' }, 'http://localhost:3000');
    dispatch({ type: 'receiveLocalStorage', items: { accessToken: 'x'.repeat(16 * 1024 + 1) } }, 'http://localhost:3000');
    dispatch({ type: 'getBase64Img', requestId: 'r'.repeat(65) }, 'http://localhost:3000');
    dispatch({ type: 'startUpload', protocol: 1 }, 'http://localhost:3000');
    expect(handler.mock.calls).toEqual([[{ type: 'changeRoute', path: '/cart' }], [{ type: 'startUpload', protocol: 1 }]]);
    expect(drops).toEqual([
      'origin not allowed',
      'does not decode',
      'not from the parent window',
      'does not decode',
      'does not decode',
      'does not decode',
      'does not decode',
    ]);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('is a no-op outside an iframe', () => {
    const { win, parent } = fakeWindow('https://www.tilepix.com');
    (win as unknown as { parent: unknown }).parent = win;
    const frame = new WindowParentFrame(win, allowed);
    expect(frame.embedded).toBe(false);
    frame.post({ type: 'showFrame' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('LocalStorageStore without localStorage (Node, private mode)', () => {
  it('keeps values in memory', () => {
    const store = new LocalStorageStore();
    expect(store.set('a', '1')).toBe(true);
    expect(store.get('a')).toBe('1');
    expect(store.keys()).toEqual(['a']);
    store.remove('a');
    expect(store.get('a')).toBeNull();
  });
});

describe('wire money', () => {
  it.each([
    ['14.00', 1400],
    ['0.00', 0],
    ['99.99', 9999],
    ['0.10', 10],
  ])('%s ⇄ %i cents', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
    expect(centsToDecimal(cents)).toBe(decimal);
  });
  it('formats negative amounts', () => {
    expect(centsToDecimal(-250)).toBe('-2.50');
  });
});
