import * as t from 'io-ts';

/** GET v1/mapkit/token?hostname: a short-lived map token for the store-locator map (the shell issue, #18). */
export const MapkitTokenQueryCodec = t.type({ hostname: t.string });
export const MapkitTokenAnswerCodec = t.type({ token: t.string });

/** GET/HEAD v1/images/proxy?url=…: an image on another site through our origin (the answer is the image itself). */
export const ImageProxyQueryCodec = t.type({ url: t.string });
