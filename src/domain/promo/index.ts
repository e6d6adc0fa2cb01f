export * from './promo';
export * from './messages';
export * from './promo-rules';
