import { ContainerModule } from 'inversify';
import { GiftRecipientForm } from './gift-recipient-form';

/** The gift tile's recipient form (SPEC §5): loaded with that form, only on a gift tile's product page (issue 27's JS budget). */
export const giftModule = new ContainerModule(({ bind }) => {
  // One per product page that sells a gift tile (useFresh).
  bind(GiftRecipientForm).toSelf().inTransientScope();
});
