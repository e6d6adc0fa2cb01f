/** The wire contract: the server encodes its answers with these codecs and the client decodes with them. */
export * from './tenant';
export * from './config';
export * from './money';
export * from './errors';
export * from './client-event';
export * from './product';
export * from './artist';
export * from './layout';
export * from './album';
export * from './faq';
export * from './promo';
export * from './social';
