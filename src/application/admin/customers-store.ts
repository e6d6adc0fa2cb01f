import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { runInAction } from 'mobx';
import { makeObservableByKind } from '../observable-by-kind';
import {
  AdminConfettiApi,
  type AdminConfettiApi as Api,
  type AdminCustomer,
  type CustomerPage,
  type CustomerProjectSummary,
} from '../ports/admin-confetti-api';
import { Navigator, type Navigator as NavigatorPort } from '../ports/navigator';
import { FollowedAddress } from './followed-address';

export const CUSTOMERS_PATH = '/admin/customers';

/** The page with a customer's projects (where an editing session returns). */
export const customerPagePath = (customerId: string): string => `${CUSTOMERS_PATH}?customer=${encodeURIComponent(customerId)}`;

/** Where an admin edits a customer's project in the printing tool (a session of its own, saving for that customer). */
export const customerProjectPath = (customerId: string, projectId: string): string =>
  `${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}/projects/${encodeURIComponent(projectId)}`;

/** The page's address: the search, its page, and the customer whose projects are open. */
interface CustomersQuery {
  readonly q: string;
  readonly page: number;
  readonly customer: string | null;
}

const queryOf = (search: string): CustomersQuery => {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const customer = params.get('customer');
  return {
    q: (params.get('q') ?? '').slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    customer: customer && /^[A-Za-z0-9_-]{1,100}$/.test(customer) ? customer : null,
  };
};

const addressOf = (q: CustomersQuery): string => {
  const params = new URLSearchParams();
  if (q.q.trim()) params.set('q', q.q.trim());
  if (q.page > 1) params.set('page', String(q.page));
  if (q.customer) params.set('customer', q.customer);
  const text = params.toString();
  return text ? `${CUSTOMERS_PATH}?${text}` : CUSTOMERS_PATH;
};

/**
 * /admin/customers (issue #17, SPEC §6): the admin's own store's customers, searched by email or id
 * (the search, its page and the open customer are in the address: a view can be shared, Back works),
 * and one customer's saved projects, each with the address that edits it for them.
 */
@injectable()
export class CustomersStore {
  /** The search as typed. */
  text = '';
  query: CustomersQuery = { q: '', page: 1, customer: null };
  results: CustomerPage | null = null;
  customer: AdminCustomer | null = null;
  projects: readonly CustomerProjectSummary[] = [];
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  error: string | null = null;
  private readonly address: FollowedAddress;

  constructor(
    @inject(AdminConfettiApi) private readonly api: Api,
    @inject(Navigator) private readonly navigator: NavigatorPort,
  ) {
    this.address = new FollowedAddress(navigator);
    makeObservableByKind<CustomersStore, 'follow'>(this, {
      observable: ['text', 'status', 'error'],
      observableRef: ['query', 'results', 'customer', 'projects'],
      action: ['edit', 'follow'],
    });
  }

  start(): void {
    if (
      this.address.follow(
        () => this.navigator.current() === CUSTOMERS_PATH,
        () => void this.follow(),
      )
    )
      void this.follow();
  }

  edit(text: string): void {
    this.text = text;
  }

  /** Searches (a new address). */
  search(): void {
    this.navigator.navigate(addressOf({ q: this.text, page: 1, customer: null }));
  }

  goToPage(page: number): void {
    this.navigator.navigate(addressOf({ ...this.query, page, customer: null }));
  }

  /** Opens a customer's projects. */
  open(customerId: string): void {
    this.navigator.navigate(addressOf({ ...this.query, customer: customerId }));
  }

  /** The address of the page listing this customer's projects (a real link). */
  customerAddress(customerId: string): string {
    return addressOf({ ...this.query, customer: customerId });
  }

  editAddress(projectId: string): string | null {
    return this.customer ? customerProjectPath(this.customer.id, projectId) : null;
  }

  get pages(): number {
    return this.results ? Math.max(1, Math.ceil(this.results.total / this.results.pageSize)) : 1;
  }

  private async follow(): Promise<void> {
    const query = queryOf(this.navigator.search());
    const ticket = this.address.ticket();
    this.query = query;
    this.text = query.q;
    this.status = 'loading';
    this.error = null;
    const [found, projects] = await Promise.all([
      this.api.findCustomers(query.q, query.page),
      query.customer ? this.api.customerProjects(query.customer) : Promise.resolve(null),
    ]);
    if (!this.address.isLatest(ticket)) return;
    runInAction(() => {
      if (isLeft(found)) {
        this.status = 'failed';
        this.error = found.left.message;
        return;
      }
      this.results = found.right;
      if (projects && isLeft(projects)) {
        this.customer = null;
        this.projects = [];
        this.error = projects.left.status === 404 ? 'No customer of this store has that id.' : projects.left.message;
      } else {
        this.customer = projects?.right.customer ?? null;
        this.projects = projects?.right.projects ?? [];
      }
      this.status = 'ready';
    });
  }

  @preDestroy()
  dispose(): void {
    this.address.stop();
  }
}
