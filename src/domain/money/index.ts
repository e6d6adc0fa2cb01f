export * from './money';
export * from './money-arithmetic';
