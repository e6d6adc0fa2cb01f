import { observer } from 'mobx-react-lite';
import { AccountPageStore } from '../../application/orders/account-page-store';
import { useService } from '../hooks/use-service';
import { ProjectThumbnails } from '../pictures';
import styles from './orders.module.css';

/** The account's projects (issue 29 item 5): those being designed or in the cart, each opening in the tool. */
export const SavedProjects = observer(function SavedProjects() {
  const store = useService(AccountPageStore);
  const projects = store.savedProjects;
  return (
    <section className={styles.panel} aria-labelledby="tpx-projects-heading">
      <h2 id="tpx-projects-heading">Your projects</h2>
      {projects.length === 0 ? (
        <p className={styles.muted}>No projects in progress.</p>
      ) : (
        <ul className={styles.orders}>
          {projects.map((p, i) => (
            <li key={p.id} className={styles.order}>
              <ProjectThumbnails set={p.pictures} label={`Pictures of project ${i + 1}`} />
              <div>
                <h3>Project {i + 1}</h3>
                <p className={styles.muted}>
                  {p.tiles === 1 ? '1 tile' : `${p.tiles} tiles`} · {p.inCart ? 'In your cart' : 'In progress'}
                </p>
              </div>
              <div className={styles.actions}>
                <button type="button" className={styles.secondary} onClick={() => store.openProject(p.id)} aria-label={`Open project ${i + 1} in the tool`}>
                  Open
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
