import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { computed, makeObservable } from 'mobx';
import {
  geolocationReducer,
  initialGeolocation,
  type CachedGeolocation,
  type GeolocationEffect,
  type GeolocationEvent,
  type GeolocationState,
} from '../../domain/account/geolocation';
import { DomainMachine } from '../machine';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { MainApi, type MainApi as Api } from '../ports/main-api';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ModalStore, type ModalRequest } from '../shell/modal-store';

/** The last lookup, trusted 7 days (SPEC §9). */
export const GeolocationRecord: LocalRecord<CachedGeolocation> = { key: 'geolocation', codec: t.type({ countryCode: t.string, savedAt: t.number }) };

/** The geolocation notice's request (its body: `src/ui/account/geolocation-notice.tsx`). */
export interface GeolocationNoticeRequest extends ModalRequest {
  readonly kind: 'geolocation';
}

/**
 * The geolocation check (SPEC §4): one lookup (GET v1/geolocation), cached 7 days; a non-US answer
 * shows the notice once, then the check is done; a failure or an unknown country marks it done
 * silently. `done` is what the welcome promo waits for.
 */
@injectable()
export class GeolocationStore {
  readonly machine: DomainMachine<GeolocationState, GeolocationEvent, GeolocationEffect>;

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
  ) {
    this.machine = new DomainMachine(
      geolocationReducer,
      initialGeolocation,
      {
        lookup: async (_, send) => {
          const answer = await this.api.getGeolocation();
          if (isLeft(answer) || answer.right === null) return send({ type: 'lookupFailed' });
          send({ type: 'lookupSucceeded', countryCode: answer.right, now: this.scheduler.now() });
          if (this.machine.state.step === 'notice') {
            const request: GeolocationNoticeRequest = { kind: 'geolocation' };
            await this.modals.open(request, undefined);
            send({ type: 'dismiss' });
          }
        },
        cacheResult: (e) => void this.records.write(GeolocationRecord, e.value),
        checkDone: () => undefined,
      },
      (error, effect) => this.analytics.reportError(error, { where: `geolocation:${effect.type}` }),
    );
    makeObservable(this, { done: computed });
  }

  /** Whether the check has finished (the welcome promo's cue). */
  get done(): boolean {
    return this.machine.state.step === 'done';
  }

  /** Runs the check once per visit. */
  start(): void {
    const cached = this.records.read(GeolocationRecord);
    this.machine.send({ type: 'start', now: this.scheduler.now(), ...(cached ? { cached } : {}) });
  }
}
