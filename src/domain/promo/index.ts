export * from './promo';
export * from './messages';
export * from './promo-rules';
export * from './promo-code';
