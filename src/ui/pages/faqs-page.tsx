import { observer } from 'mobx-react-lite';
import { FaqStore } from '../../application/catalog/faq-store';
import styles from '../catalog/catalog.module.css';
import { SafeHtml } from '../catalog/safe-html';
import { LoadError } from '../catalog/status';
import { useLoaded } from '../hooks/use-service';
import { Loading } from '../shell/loading';
import { ListingPage } from './listing-page';

/** /faqs: the promoted help articles, each a disclosure; bodies are sanitised HTML. */
export default observer(function FaqsPage() {
  const faqs = useLoaded(FaqStore, 'load');
  return (
    <ListingPage heading="Frequently Asked Questions" lead="Answers about ordering, shipping, hanging and caring for your tiles.">
      {faqs.status === 'loading' && <Loading label="Loading the questions…" />}
      {faqs.error && <LoadError message={faqs.error} />}
      {faqs.status === 'ready' && (
        <ul className={styles.faqList}>
          {faqs.articles.map((article) => (
            <li key={article.id}>
              <details className={styles.faq}>
                <summary>{article.title}</summary>
                <SafeHtml html={article.bodyHtml} className={styles.faqBody} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
});
