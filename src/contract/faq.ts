import * as t from 'io-ts';

/** A promoted help-centre article: `body` is HTML, which the client sanitises before showing it. */
export const FaqArticleCodec = t.intersection([t.type({ id: t.number, title: t.string, body: t.string }), t.partial({ position: t.number })]);
export type FaqArticleWire = t.TypeOf<typeof FaqArticleCodec>;

/** GET v1/zendesk/promoted_articles (Zendesk's shape: `{ articles: [...] }`). */
export const FaqArticleListCodec = t.type({ articles: t.array(FaqArticleCodec) });
