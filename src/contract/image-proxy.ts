import * as t from 'io-ts';

/** GET/HEAD v1/images/proxy?url=…: an image on another site through our origin (the answer is the image itself). */
export const ImageProxyQueryCodec = t.type({ url: t.string });
