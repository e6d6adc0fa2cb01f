import * as t from 'io-ts';

/** GET/HEAD v1/images/proxy?url=…: an image on another site through our origin (the answer is the image itself). */
export const ImageProxyQueryCodec = t.type({ url: t.string });

/**
 * GET/HEAD v1/images/sized?src=…&edge=…: a display-size derivative of a stored photo (issue 28 item 4),
 * `src` the photo's address as a tile keeps it (`/files/…`), `edge` one of the domain's SIZED_PICTURE_EDGES.
 * The answer is the JPEG itself.
 */
export const SizedPictureQueryCodec = t.type({ src: t.string, edge: t.string });
