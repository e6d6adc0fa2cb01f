import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useContext, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CUSTOMER_PROJECT_MISSING, CustomerProjectSession, DONE_LABEL } from '../../application/admin/customer-project-session';
import { customerPagePath } from '../../application/admin/customers-store';
import { customerEditingContainer } from './customer-editing-container';
import { ContainerContext, useService } from '../hooks/use-service';
import { PrintingScreen } from '../printing';
import printing from '../printing/printing.module.css';
import type { PageProps } from '../routing/page-props';
import { LeavePageGuard } from '../shell/leave-page-guard';
import confetti from './confetti/confetti.module.css';

/**
 * The session's primary action, where the printing tool has Add to Cart: saves, then back to the
 * customer. A save the server refused is said here in words, with what the admin can do about it.
 */
const DoneBar = observer(function DoneBar({ session }: { session: CustomerProjectSession }) {
  const refusal = session.refusal;
  const said = useRef<HTMLParagraphElement>(null);
  const done = () => {
    // Done over a refusal that cannot pass: the message is what there is to read (focus shows it).
    if (refusal && !refusal.canRetry) said.current?.focus();
    void session.done();
  };
  return (
    <section className={printing.actionBar} aria-label="Finish editing for the customer">
      {refusal && (
        <div className={confetti.refusal}>
          <p role="alert" className={printing.error} ref={said} tabIndex={-1}>
            {refusal.message}
          </p>
          {refusal.canReload && (
            <button type="button" className={printing.secondary} onClick={() => session.reloadCustomerVersion()}>
              Load the customer&rsquo;s version
            </button>
          )}
          <button type="button" className={printing.secondary} onClick={() => void session.leaveWithoutSaving()}>
            Back to the customer
          </button>
        </div>
      )}
      <button type="button" className={printing.primary} onClick={done} disabled={session.closing}>
        {DONE_LABEL}
      </button>
      {session.closing && (
        <p className={printing.muted} role="status">
          Saving for the customer…
        </p>
      )}
      {session.error && session.status === 'ready' && (
        <p role="alert" className={printing.error}>
          {session.error}
        </p>
      )}
    </section>
  );
});

/** The session's page: whose project it is and the way back, then the tool on their project. */
const EditingSession = observer(function EditingSession() {
  const session = useService(CustomerProjectSession);
  useEffect(() => {
    void session.open();
  }, [session]);
  const back = session.backAddress;
  const { title, detail } = session.headingParts;
  return (
    <section aria-labelledby="admin-heading" className={confetti.session}>
      <div className={confetti.banner}>
        <div>
          <h1 id="admin-heading">
            {title} {detail && <span className={confetti.headingDetail}>{detail}</span>}
          </h1>
          <p>
            Project {session.target.projectId}. Every change is saved to the customer&rsquo;s account as you make it; they see it when they next load their
            projects. Your own projects and cart are not touched.
          </p>
        </div>
        <Link
          href={back}
          className={printing.secondary}
          onClick={(e) => {
            // A refused change is not sent on the way out: leaving it is asked first.
            if (session.refusal === null) return session.leave();
            e.preventDefault();
            void session.leaveWithoutSaving();
          }}
        >
          Back to the customer
        </Link>
      </div>
      {session.status === 'loading' && <p role="status">Loading the customer&rsquo;s project…</p>}
      {session.status === 'failed' && <p role="alert">{session.error}</p>}
      {session.status === 'missing' && <p role="alert">{CUSTOMER_PROJECT_MISSING}</p>}
      {session.status === 'ready' && (
        <>
          <PrintingScreen primaryAction={<DoneBar session={session} />} />
          {/* The session's own: closing the tab with a change not yet saved for the customer asks first, and sends it. */}
          <LeavePageGuard />
        </>
      )}
    </section>
  );
});

/**
 * /admin/customers/:customerId/projects/:projectId (SPEC §6): the printing tool on a customer's saved
 * project, in an editing session of its own that saves for the customer (their `userId`). The admin's
 * own projects and cart are not touched; Done (or Back) returns to the customer's page.
 */
export default function AdminCustomerProjectPage({ params }: PageProps) {
  const root = useContext(ContainerContext);
  const customerId = params.customerId ?? '';
  const projectId = params.projectId ?? '';
  const [session, setSession] = useState<Container | null>(null);
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
      if (!child) return;
      // Unsaved changes are sent before the session's stores go (unbinding runs their disposers).
      child.get(CustomerProjectSession).leave();
      void child.unbindAll();
    };
  }, [root, customerId, projectId]);
  if (session)
    return (
      <ContainerContext.Provider value={session}>
        <EditingSession />
      </ContainerContext.Provider>
    );
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading">Edit for customer</h1>
      <p role="status">Opening the editing session…</p>
      <Link href={customerPagePath(customerId)}>Back to the customer</Link>
    </section>
  );
}
