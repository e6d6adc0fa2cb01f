import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { FirstPaintData, type FirstPaintData as FirstData } from '../ports/first-paint-data';
import { MainApi, type FaqArticle, type MainApi as Api } from '../ports/main-api';
import type { LoadStatus } from './cached-catalog';

/** The spec names no wording for this failure; ours says what happened and what to do. */
export const FAQ_LOAD_FAILED = 'We could not load the questions right now. Please try again later.';

/** /faqs: the promoted help articles, loaded once per session. */
@injectable()
export class FaqStore {
  articles: readonly FaqArticle[] = [];
  status: LoadStatus = 'idle';

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(FirstPaintData) @optional() firstData?: FirstData,
  ) {
    // The articles the page came with (issue 27): the server rendered them, the browser shows them at once.
    const articles = firstData?.faqs();
    if (articles) {
      this.articles = articles;
      this.status = 'ready';
    }
    makeObservable(this, { articles: observableRef, status: observableRef, load: action });
  }

  get error(): string | null {
    return this.status === 'failed' ? FAQ_LOAD_FAILED : null;
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'ready') return;
    this.status = 'loading';
    const result = await this.api.getPromotedArticles();
    runInAction(() => {
      if (isLeft(result)) {
        this.analytics.reportError(new Error(result.left.message), { where: 'faq articles' });
        this.status = 'failed';
        return;
      }
      this.articles = result.right;
      this.status = 'ready';
    });
  }
}
