import { describe, expect, it } from 'vitest';
import {
  fullScreenOverlay,
  isInAppBrowser,
  LOADING_IMAGES_MESSAGE,
  ROTATE_DEVICE_MESSAGE,
  ROTATE_OVERLAY_BELOW_HEIGHT,
} from '../../../src/domain/printing/full-screen-overlay';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const FACEBOOK = `${SAFARI} [FBAN/FBIOS;FBAV/450.0]`;
const phone = { width: 844, height: 390, touch: true, userAgent: SAFARI, loadingImages: false };

describe('full-screen overlay (SPEC §2/§9)', () => {
  it('asks a phone held in landscape under 567 px high to rotate', () => {
    expect(fullScreenOverlay(phone)).toBe(ROTATE_DEVICE_MESSAGE);
    expect(ROTATE_DEVICE_MESSAGE).toBe('Please rotate your device to portrait to keep designing.');
  });

  it('the rotate request wins over the loading message', () => {
    expect(fullScreenOverlay({ ...phone, loadingImages: true })).toBe(ROTATE_DEVICE_MESSAGE);
  });

  it('never asks in portrait, at 567 px high or more, on a desktop, or in an in-app browser', () => {
    expect(fullScreenOverlay({ ...phone, width: 390, height: 844 })).toBeNull();
    expect(fullScreenOverlay({ ...phone, height: ROTATE_OVERLAY_BELOW_HEIGHT })).toBeNull();
    expect(fullScreenOverlay({ ...phone, touch: false })).toBeNull();
    expect(fullScreenOverlay({ ...phone, userAgent: FACEBOOK })).toBeNull();
  });

  it("shows 'Loading Images...' while pictures load", () => {
    expect(fullScreenOverlay({ ...phone, touch: false, loadingImages: true })).toBe(LOADING_IMAGES_MESSAGE);
    expect(LOADING_IMAGES_MESSAGE).toBe('Loading Images...');
  });

  it('recognises in-app browsers by their user agent', () => {
    expect(isInAppBrowser(FACEBOOK)).toBe(true);
    expect(isInAppBrowser(`${SAFARI} Instagram 300.0`)).toBe(true);
    expect(isInAppBrowser(SAFARI)).toBe(false);
  });
});
