import { ContainerModule } from 'inversify';
import { FaqStore } from './faq-store';

/** The /faqs page's store: loaded with that page, not in the entry (issue 27's JS budget). */
export const faqModule = new ContainerModule(({ bind }) => {
  bind(FaqStore).toSelf().inSingletonScope();
});
