import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CustomerProjectSession } from '../../application/admin/customer-project-session';
import { CUSTOMER_PROJECT_MISSING } from '../../application/admin/customer-project-session';
import { CUSTOMERS_PATH } from '../../application/admin/customers-store';
import { customerEditingContainer } from '../container';
import { ContainerContext, useService } from '../hooks/use-service';
import { PrintingScreen } from '../printing/printing-screen';
import type { PageProps } from '../routing/page-props';
import confetti from './confetti/confetti.module.css';
import styles from './orders/orders.module.css';

const Editor = observer(function Editor({ back }: { back: string }) {
  const session = useService(CustomerProjectSession);
  useEffect(() => {
    void session.open();
  }, [session]);
  if (session.status === 'loading') return <p role="status">Loading the customer&rsquo;s project…</p>;
  if (session.status === 'failed') return <p role="alert">{session.error}</p>;
  if (session.status === 'missing')
    return (
      <p role="alert">
        {CUSTOMER_PROJECT_MISSING} <Link href={back}>Back to the customer</Link>
      </p>
    );
  return <PrintingScreen />;
});

/**
 * /admin/customers/:customerId/projects/:projectId (SPEC §6): the printing tool on a customer's saved
 * project, in an editing session of its own that saves for the customer (their `userId`). The admin's
 * own projects and cart are not touched; leaving returns to the customer's page.
 */
export default function AdminCustomerProjectPage({ params }: PageProps) {
  const root = useContext(ContainerContext);
  const customerId = params.customerId ?? '';
  const projectId = params.projectId ?? '';
  const [session, setSession] = useState<Container | null>(null);
  const back = `${CUSTOMERS_PATH}?customer=${encodeURIComponent(customerId)}`;
  useEffect(() => {
    if (!root) return;
    let child: Container | null = null;
    let gone = false;
    void customerEditingContainer(root, customerId, projectId).then((c) => {
      if (gone) void c.unbindAll();
      else {
        child = c;
        setSession(c);
      }
    });
    return () => {
      gone = true;
      setSession(null);
      // Unbinding runs the session's disposers: unsaved changes are sent first.
      if (child) void child.unbindAll();
    };
  }, [root, customerId, projectId]);
  return (
    <section aria-labelledby="admin-heading">
      <div className={confetti.banner}>
        <h1 id="admin-heading">Edit for customer</h1>
        <p>
          Project {projectId} of customer {customerId}. Every change is saved to the customer&rsquo;s account; they see it when they next load their projects.
        </p>
        <Link href={back} className={styles.secondary} onClick={() => session?.get(CustomerProjectSession).leave()}>
          Done: back to the customer
        </Link>
      </div>
      {session ? (
        <ContainerContext.Provider value={session}>
          <Editor back={back} />
        </ContainerContext.Provider>
      ) : (
        <p role="status">Opening the editing session…</p>
      )}
    </section>
  );
}
