import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import type { WelcomePromoConditions } from '../../domain/account/welcome-promo';
import { matchRoute } from '../routing/route-table';
import { LaunchContext, type LaunchContext as Launch } from '../ports/launch-context';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { ConfigStore } from '../shell/config-store';
import { GeolocationStore } from './geolocation-store';
import { SessionStore } from './session-store';

/** SPEC §3: the welcome promo was shown in this browser (logout clears it with the other records). */
export const WelcomePromoShownRecord: LocalRecord<boolean> = { key: 'welcomePromoShown', codec: t.boolean };
/** SPEC §3: the email the welcome offer was claimed with. */
export const WelcomePromoEmailRecord: LocalRecord<string> = { key: 'welcomePromoEmail', codec: t.string };

/**
 * Who the welcome promo pops up for (split from `WelcomePromoStore`, issue 36): the conditions the
 * domain's reducer weighs (the promo active, shown before in this browser, a customer signed in, the
 * route hiding it, a parent page suppressing auto popups), when they can be weighed, and this
 * browser's welcome records.
 */
@injectable()
export class WelcomePromoAudience {
  constructor(
    @inject(ConfigStore) private readonly config: ConfigStore,
    @inject(GeolocationStore) private readonly geolocation: GeolocationStore,
    @inject(LocalRecords) private readonly records: Records,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(LaunchContext) private readonly launch: Launch,
  ) {}

  /** The auto popup is weighed once the geolocation check is done and the store config is known (observable). */
  get ready(): boolean {
    return this.geolocation.done && this.config.config !== null;
  }

  /** The store config's percent off (0 before it loads). */
  get configuredPercent(): number {
    return this.config.config?.welcomePromo.percentOff ?? 0;
  }

  conditions(): WelcomePromoConditions {
    return {
      promoActive: this.config.config?.welcomePromo.active ?? false,
      alreadyShown: this.records.read(WelcomePromoShownRecord) === true,
      customerLoggedIn: this.session.signedIn,
      routeHidesWelcomePromo: matchRoute(this.navigator.current()).route.hideWelcomePromo,
      autoPopupSuppressed: this.launch.embedded,
    };
  }

  markShown(): void {
    this.records.write(WelcomePromoShownRecord, true);
  }

  rememberEmail(email: string): void {
    this.records.write(WelcomePromoEmailRecord, email);
  }
}
