import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageTitleStore } from '../../application/shell/page-title-store';
import { useService } from '../hooks/use-service';

/** Names the current page in the document title (e.g. the product's name) until the page goes. */
export function usePageTitle(title: string | undefined): void {
  const titles = useService(PageTitleStore);
  const [location] = useLocation();
  const path = location.split('#')[0] || '/';
  useEffect(() => {
    if (!title) return;
    titles.set(path, title);
    return () => titles.clear(path);
  }, [titles, path, title]);
}
