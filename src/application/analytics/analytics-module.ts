import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { AnalyticsStore } from './analytics-store';
import { CampaignParameters } from './campaign-parameters';

/** Analytics (SPEC §7): in the entry and session-wide (nothing in it belongs to one customer). */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [AnalyticsStore, CampaignParameters]);
});
