import { describe, expect, it } from 'vitest';
import { MessageFromParentCodec, MessageToParentCodec, PARENT_FRAME_PROTOCOL } from '../../src/contract/parent-frame';

const decodes = (codec: typeof MessageToParentCodec | typeof MessageFromParentCodec, value: unknown) => codec.decode(value)._tag === 'Right';

describe('parent-frame messages (SPEC §7)', () => {
  it('defines every message to the parent', () => {
    for (const message of [
      { type: 'navigate', url: '/cart' },
      { type: 'notifyProjectsSaved', deletedProjectIds: ['a'], remainingProjectIds: ['b'] },
      { type: 'updateState', state: { cartCount: 2, loggedIn: true, appSize: { width: 390, height: 800 }, activeProjectId: null } },
      { type: 'notifyVueCreated' },
      { type: 'uploadComplete' },
      { type: 'notifyPathChanged', path: '/faqs', title: 'FAQ - TilePix' },
      { type: 'localImgPreviewReady' },
      { type: 'showFrame' },
      { type: 'hideFullscreen', source: 'tilepix', protocol: PARENT_FRAME_PROTOCOL },
      { type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg', data: new ArrayBuffer(4) },
      { type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg', data: 'data:image/jpeg;base64,AAAA' },
      { type: 'getBase64Img', requestId: 'r1', ok: false, error: 'too-large' },
      { type: 'analyticsEvent', event: 'add_to_cart', params: { value: 14 } },
    ])
      expect(decodes(MessageToParentCodec, message), message.type).toBe(true);
    expect(decodes(MessageToParentCodec, { type: 'updateState', state: { cartCount: 'two' } })).toBe(false);
    expect(decodes(MessageToParentCodec, { type: 'notifyPathChanged', path: '/faqs' })).toBe(false);
    expect(decodes(MessageToParentCodec, { type: 'getBase64Img', requestId: 'r1', ok: false, error: 'teapot' })).toBe(false);
    expect(decodes(MessageToParentCodec, { type: 'getBase64Img', requestId: 'r1', ok: true, mimeType: 'image/jpeg', data: { bytes: 1 } })).toBe(false);
  });

  it('defines every message from the parent, and drops another protocol version', () => {
    for (const message of [
      { type: 'changeRoute', path: '/cart' },
      { type: 'updateState', state: { homeUrl: 'https://www.tilepix.com/', showWelcomePromo: true, anything: 1 } },
      { type: 'receiveLocalStorage', items: { accessToken: 'a.b.c', refreshToken: 'r' } },
      { type: 'open', what: 'profile' },
      { type: 'startUpload' },
      { type: 'clearDevicePhotos' },
      { type: 'getBase64Img', requestId: 'r1' },
      { type: 'getBase64Img', requestId: 'r2', tileId: 't1', as: 'base64' },
      { type: 'notifyBuilderClosed', protocol: 1 },
    ])
      expect(decodes(MessageFromParentCodec, message), message.type).toBe(true);
    expect(decodes(MessageFromParentCodec, { type: 'changeRoute', path: '/cart', protocol: 2 })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'open', what: 'cart' })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'eval', code: 'x' })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'getBase64Img' })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'getBase64Img', requestId: 'r1', as: 'svg' })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'changeRoute', path: 'x'.repeat(2001) })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'updateState', state: { showWelcomePromo: 'yes' } })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 'v']));
    expect(decodes(MessageFromParentCodec, { type: 'receiveLocalStorage', items: many })).toBe(false);
    expect(decodes(MessageFromParentCodec, { type: 'receiveLocalStorage', items: { accessToken: 1 } })).toBe(false);
  });
});
