import { giftModule } from '../../application/cart/gift-module';
import { videoModule } from '../../application/shell/video-module';

/**
 * The product page's stores, in one chunk loaded with the page (issue 27's JS budget): the gift tile's
 * recipient form and the video player (the product's videos are the only ones the store plays).
 */
export const productModules = [giftModule, videoModule] as const;
