import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observable } from 'mobx';
import { isEmptyProject } from '../../domain/project';
import { projectFromDesign } from '../../domain/sharing';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { DesignShares, type DesignShares as DesignSharesPort, type SharedDesignView } from '../ports/design-shares';
import { FirstPaintData, type FirstPaintData as FirstPaintDataPort } from '../ports/first-paint-data';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { PrintingSessionLoader, type PrintingSessionLoader as SessionLoader } from '../ports/printing-session';

/** Where a /d/{id} page stands. */
export type SharedDesignState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly view: SharedDesignView }
  /** Unknown, or turned off by its owner: the page is Design Not Found (404 from the server). */
  | { readonly kind: 'notFound' }
  | { readonly kind: 'failed' };

const newId = (): string => globalThis.crypto.randomUUID();

/**
 * The shared design page (issue 35 item 2): the design from the page's boot block (the server
 * rendered it from the same data) or GET v1/shares/{id}, and "Make this design", which copies it
 * into the visitor's own new project (their cart token, new ids; the printing session saves it) and
 * opens it in the printing tool. The printing session's stores load on that tap, not with the page
 * (issue 27's JS budget). Holds no reaction: nothing to dispose.
 */
@injectable()
export class SharedDesignPage {
  private readonly states = observable.map<string, SharedDesignState>({}, { deep: false });

  constructor(
    @inject(DesignShares) private readonly shares: DesignSharesPort,
    @inject(PrintingSessionLoader) private readonly session: SessionLoader,
    @inject(Navigator) private readonly navigator: NavigatorPort,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(Analytics) private readonly analytics: AnalyticsPort,
    @inject(FirstPaintData) @optional() firstPaint?: FirstPaintDataPort,
  ) {
    makeObservable<SharedDesignPage, 'set'>(this, { set: action });
    const booted = firstPaint?.sharedDesign?.();
    if (booted) this.states.set(booted.id, { kind: 'ready', view: booted });
    const missing = firstPaint?.sharedDesignNotFound?.();
    if (missing) this.states.set(missing, { kind: 'notFound' });
  }

  /** The page's state for `id` (loading until `load` answers). */
  state(id: string): SharedDesignState {
    return this.states.get(id) ?? { kind: 'loading' };
  }

  /** Loads the design unless the page already has it (or knows it is not there). */
  async load(id: string): Promise<void> {
    const known = this.states.get(id);
    if (known && known.kind !== 'failed') return;
    this.set(id, { kind: 'loading' });
    const answer = await this.shares.get(id);
    if (isLeft(answer)) {
      this.analytics.reportError(new Error(answer.left.message), { where: 'shared design' });
      return this.set(id, { kind: 'failed' });
    }
    this.set(id, answer.right ? { kind: 'ready', view: answer.right } : { kind: 'notFound' });
  }

  /** "Make this design": the visitor's own new project, active, then the printing tool (once the session's stores have loaded). */
  async makeThis(view: SharedDesignView): Promise<void> {
    const projects = await this.session.projects();
    const copy = projectFromDesign(view.design, { id: newId(), now: this.scheduler.now(), cartToken: projects.cartToken, tileId: newId });
    projects.updateProjects((all) => [...all.filter((p) => !isEmptyProject(p)).map((p) => (p.isActive ? { ...p, isActive: false } : p)), copy]);
    this.navigator.navigate('/printing');
  }

  private set(id: string, state: SharedDesignState): void {
    this.states.set(id, state);
  }
}
