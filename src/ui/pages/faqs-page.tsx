import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FaqStore } from '../../application/catalog/faq-store';
import styles from '../catalog/catalog.module.css';
import { SafeHtml } from '../catalog/safe-html';
import { LoadError } from '../catalog/status';
import { useService } from '../hooks/use-service';
import { Loading } from '../shell/loading';

/** /faqs: the promoted help articles, each a disclosure; bodies are sanitised HTML. */
export default observer(function FaqsPage() {
  const faqs = useService(FaqStore);
  useEffect(() => {
    void faqs.load();
  }, [faqs]);
  return (
    <div className={styles.page}>
      <h1>Frequently Asked Questions</h1>
      <p className={styles.lead}>Answers about ordering, shipping, hanging and caring for your tiles.</p>
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
    </div>
  );
});
