import * as t from 'io-ts';

/** Graph API cursor paging (Facebook and Instagram): `next` is present only when there is a next page. */
export const PagingCodec = t.partial({ cursors: t.partial({ before: t.string, after: t.string }), next: t.string, previous: t.string });

/** Graph API error body: { error: { message, type, code, error_subcode?, fbtrace_id? } }. */
export const GraphErrorCodec = t.type({
  error: t.intersection([t.type({ message: t.string }), t.partial({ type: t.string, code: t.number, error_subcode: t.number, fbtrace_id: t.string })]),
});

/** GET /me/albums?fields=id,name,count */
export const FacebookAlbumsCodec = t.intersection([
  t.type({ data: t.array(t.intersection([t.type({ id: t.string, name: t.string }), t.partial({ count: t.number })])) }),
  t.partial({ paging: PagingCodec }),
]);

/** GET /{album-id}/photos?fields=id,images,picture,link — `images` lists renditions, largest first. */
export const FacebookPhotosCodec = t.intersection([
  t.type({
    data: t.array(
      t.intersection([
        t.type({ id: t.string, images: t.array(t.type({ height: t.number, width: t.number, source: t.string })) }),
        t.partial({ picture: t.string, link: t.string }),
      ]),
    ),
  }),
  t.partial({ paging: PagingCodec }),
]);

const InstagramMediaType = t.keyof({ IMAGE: null, VIDEO: null, CAROUSEL_ALBUM: null });

const InstagramChildCodec = t.intersection([
  t.type({ id: t.string, media_type: InstagramMediaType }),
  t.partial({ media_url: t.string, thumbnail_url: t.string, permalink: t.string }),
]);

/** GET graph.instagram.com/me/media?fields=id,media_type,media_url,thumbnail_url,permalink,children{…} */
export const InstagramMediaCodec = t.intersection([
  t.type({
    data: t.array(
      t.intersection([InstagramChildCodec, t.partial({ caption: t.string, timestamp: t.string, children: t.type({ data: t.array(InstagramChildCodec) }) })]),
    ),
  }),
  t.partial({ paging: PagingCodec }),
]);
