import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ProductEditorStore } from '../../application/admin/product-editor-store';
import { ProductsListStore } from '../../application/admin/products-list-store';
import { Navigator, type Navigator as NavigatorPort } from '../../application/ports/navigator';
import { useFresh, useService } from '../hooks/use-service';
import { ProductEditor } from './catalogue/product-editor';
import { ProductFilters, ProductsTable } from './catalogue/products-table';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';

/**
 * /admin/products: one tenant's products (list, search, status, pages) and, when the address names
 * one (`?edit=tilepix`, `?edit=new`), its editor above the list.
 */
export default observer(function AdminProductsPage() {
  const list = useFresh(ProductsListStore);
  const editor = useFresh(ProductEditorStore);
  const navigator = useService<NavigatorPort>(Navigator);
  useEffect(() => {
    list.start();
    return () => {
      list.dispose();
      editor.dispose();
    };
  }, [list, editor]);
  const editing = list.address.edit;
  useEffect(() => {
    if (editing) void editor.open(list.tenant, editing === 'new' ? null : editing);
  }, [editor, editing, list.tenant]);

  return (
    <AdminPage
      title="Products"
      actions={
        <Link className={styles.primary} href={list.href({ edit: 'new' })}>
          New product
        </Link>
      }
    >
      <p>Tenant: {list.tenant}</p>
      {editing && (
        <ProductEditor
          key={editing}
          store={editor}
          onSaved={(id) => {
            list.refresh();
            navigator.navigate(list.href({ edit: id }), { replace: true });
          }}
          onClose={() => navigator.navigate(list.href({ edit: undefined }))}
        />
      )}
      <ProductFilters key={list.search} store={list} />
      <ProductsTable store={list} />
    </AdminPage>
  );
});
