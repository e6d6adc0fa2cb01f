export * from './order-status';
export * from './csv';
export * from './print-file';
export * from './asset-rules';
export * from './order-number';
export { printFilePlan } from '../printing/tile-picture';
