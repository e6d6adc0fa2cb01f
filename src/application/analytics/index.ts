/** Public entry of the analytics feature (issue 36): what other features may import. Everything else in this folder is the feature's own. */
export { AnalyticsStore } from './analytics-store';
