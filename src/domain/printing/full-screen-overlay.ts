/** SPEC §2/§9: phones held in landscape under 567 px high are asked to rotate. */
export const ROTATE_OVERLAY_BELOW_HEIGHT = 567;
/** SPEC §9: resize handling is throttled to 100 ms. */
export const RESIZE_THROTTLE_MS = 100;

export const ROTATE_DEVICE_MESSAGE = 'Please rotate your device to portrait to keep designing.';
export const LOADING_IMAGES_MESSAGE = 'Loading Images...';

/** In-app browsers (Facebook, Instagram, …) lock rotation or misreport size: no rotate overlay there. */
const IN_APP_BROWSER = /FBAN|FBAV|FB_IAB|Instagram|Line\/|Twitter|Snapchat|Pinterest|LinkedInApp|MicroMessenger|GSA\//i;

export const isInAppBrowser = (userAgent: string): boolean => IN_APP_BROWSER.test(userAgent);

/** What the full-screen overlay shows, if anything: the rotate request wins over the loading message. */
export const fullScreenOverlay = (state: {
  readonly width: number;
  readonly height: number;
  /** A touch device (coarse pointer): desktops with short windows are never asked to rotate. */
  readonly touch: boolean;
  readonly userAgent: string;
  readonly loadingImages: boolean;
}): string | null => {
  const landscape = state.width > state.height;
  if (state.touch && landscape && state.height < ROTATE_OVERLAY_BELOW_HEIGHT && !isInAppBrowser(state.userAgent)) return ROTATE_DEVICE_MESSAGE;
  return state.loadingImages ? LOADING_IMAGES_MESSAGE : null;
};
