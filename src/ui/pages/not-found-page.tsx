import { Link } from 'wouter';
import styles from './page.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>Page Not Found</h1>
      <p className={styles.lead}>We couldn’t find that page. It may have moved, or the address may have a typo.</p>
      <p>
        <Link href="/" className={styles.button}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
