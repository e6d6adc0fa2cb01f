import { Link } from 'wouter';
import styles from './admin-kit.module.css';

/** Page n of m, with the previous and next pages either side: the admin lists' one pager. */
interface PagerProps {
  readonly page: number;
  readonly pages: number;
  /** What the navigation is called (several pagers on a page need telling apart). */
  readonly label?: string;
  readonly className?: string;
}

/** A pager whose pages are addresses (the list follows the address: shareable, Back works). */
export function LinkPager({ page, pages, href, label = 'Pages', className = styles.pager }: PagerProps & { readonly href: (page: number) => string }) {
  return (
    <nav aria-label={label} className={className}>
      {page > 1 ? <Link href={href(page - 1)}>Previous page</Link> : <span aria-hidden="true" />}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link href={href(page + 1)}>Next page</Link> : <span aria-hidden="true" />}
    </nav>
  );
}

/** A pager of buttons (the list's page lives in its store), disabled at either end. */
export function ButtonPager({ page, pages, go, label = 'Pages', className = styles.pager }: PagerProps & { readonly go: (page: number) => void }) {
  return (
    <nav aria-label={label} className={className}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className={styles.secondary} disabled={page >= pages} onClick={() => go(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
