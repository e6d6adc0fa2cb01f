import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { CustomersStore } from '../../application/admin/customers-store';
import type { CustomerProjectSummary } from '../../application/ports/admin-confetti-api';
import { useStarted } from '../hooks/use-service';
import catalogue from './catalogue/catalogue.module.css';
import confetti from './confetti/confetti.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { ButtonPager } from './pager';
import { submitHandler } from '../lib/submit-handler';

const fullName = (c: { firstName: string | null; lastName: string | null }) => [c.firstName, c.lastName].filter(Boolean).join(' ');

const ProjectRow = observer(function ProjectRow({ store, project }: { store: CustomersStore; project: CustomerProjectSummary }) {
  const edit = store.editAddress(project.id);
  return (
    <li className={confetti.project}>
      {project.imagePath ? <img src={project.imagePath} alt="" width={56} height={56} loading="lazy" /> : null}
      <span>
        <strong>{project.id}</strong>
        <br />
        <span className={catalogue.placeBadge}>
          {project.tiles} {project.tiles === 1 ? 'tile' : 'tiles'} · {project.frameColor ?? 'Black'} frames · {project.status} · saved{' '}
          {new Date(project.updatedAt).toLocaleString('en-US')}
        </span>
      </span>
      {project.completed ? (
        <span className={catalogue.placeBadge}>Ordered: it can no longer be changed.</span>
      ) : (
        edit && (
          <Link href={edit} className={styles.primary} aria-label={`Edit project ${project.id} for the customer`}>
            Edit for customer
          </Link>
        )
      )}
    </li>
  );
});

/**
 * /admin/customers (SPEC §6): the store's customers by email or id, and one customer's saved projects;
 * 'Edit for customer' opens the printing tool on a project, saving it for them.
 */
export default observer(function AdminCustomersPage() {
  const store = useStarted(CustomersStore);
  const results = store.results;
  return (
    <AdminPage title="Customers" intro="Find a customer of this store by email or customer id, then open their saved projects to edit one for them.">
      <form role="search" className={confetti.create} onSubmit={submitHandler(() => store.search())}>
        <label className={styles.field} htmlFor="customer-search">
          Email or customer id
          <input id="customer-search" type="search" value={store.text} maxLength={254} onChange={(e) => store.edit(e.target.value)} />
        </label>
        <button type="submit" className={styles.primary}>
          Search
        </button>
      </form>
      <p className={styles.notice} role="status">
        {store.status === 'loading' ? 'Loading…' : results ? `${results.total} ${results.total === 1 ? 'customer' : 'customers'}` : ''}
      </p>
      {store.error && (
        <p className={styles.error} role="alert">
          {store.error}
        </p>
      )}
      {store.customer && (
        <section aria-labelledby="customer-heading" className={catalogue.card}>
          <h2 id="customer-heading">Projects of {store.customer.email}</h2>
          <p className={catalogue.placeBadge}>
            {fullName(store.customer) || 'No name'} · customer id {store.customer.id}
          </p>
          {store.projects.length === 0 ? (
            <p>This customer has no saved projects.</p>
          ) : (
            <ul className={confetti.projects} aria-label={`Projects of ${store.customer.email}`}>
              {store.projects.map((p) => (
                <ProjectRow key={p.id} store={store} project={p} />
              ))}
            </ul>
          )}
        </section>
      )}
      {results && results.customers.length > 0 && (
        <ul className={confetti.projects} aria-label="Customers">
          {results.customers.map((c) => (
            <li key={c.id} className={confetti.project}>
              <Link href={store.customerAddress(c.id)} aria-label={`Projects of ${c.email}`}>
                {c.email}
              </Link>
              <span className={catalogue.placeBadge}>
                {fullName(c) || 'No name'} · {c.openProjects} saved {c.openProjects === 1 ? 'project' : 'projects'} · id {c.id}
              </span>
            </li>
          ))}
        </ul>
      )}
      {results && store.pages > 1 && <ButtonPager page={results.page} pages={store.pages} go={(page) => store.goToPage(page)} />}
    </AdminPage>
  );
});
