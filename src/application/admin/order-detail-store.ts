import { inject, injectable, preDestroy } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { makeObservable, observableRef, runInAction } from 'mobx';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/admin';
import { carrierName, checkShipment } from '../../domain/admin/tracking';
import { AdminApi, type AdminApi as Api, type AuditEntry, type OrderDetail, type OrderEmailKind } from '../ports/admin-api';
import { FileSaver, type FileSaver as Saver } from '../ports/file-saver';
import { ModalStore } from '../shell/modal-store';
import { AdminActivity } from './admin-activity';

export type OrderDetailState =
  { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly detail: OrderDetail } | { readonly kind: 'failed'; readonly message: string };

/** The emails' names in the admin's words. */
export const EMAIL_LABELS: Readonly<Record<OrderEmailKind, string>> = { confirmation: 'order confirmation', shipped: 'shipped' };

/** What the confirm modal asks before a status move. */
export const moveQuestion = (number: string, to: OrderStatus, reason?: string) => ({
  title: `Move order #${number} to ${ORDER_STATUS_LABELS[to]}?`,
  message:
    to === 'cancelled'
      ? `The order will be cancelled with the reason “${reason ?? ''}”. This cannot be undone.`
      : `Statuses only move forward: the order cannot go back to ${ORDER_STATUS_LABELS[to === 'shipped' ? 'in_production' : 'paid']}.`,
  confirmLabel: to === 'cancelled' ? 'Cancel order' : `Move to ${ORDER_STATUS_LABELS[to]}`,
});

/**
 * One order on the admin's detail page (issue #17): the order, its audit history, status moves and
 * notes (each confirmed in the confirm modal first), print-file downloads. Outcomes are told in
 * `notice` (a polite live region) or `error` (an alert); a 409 reloads the order so the admin sees
 * what it is now.
 */
@injectable()
export class OrderDetailStore extends AdminActivity {
  state: OrderDetailState = { kind: 'loading' };
  audit: readonly AuditEntry[] = [];
  private orderId = '';

  constructor(
    @inject(AdminApi) private readonly api: Api,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(FileSaver) private readonly saver: Saver,
  ) {
    super();
    makeObservable(this, { state: observableRef, audit: observableRef });
  }

  get detail(): OrderDetail | null {
    return this.state.kind === 'ready' ? this.state.detail : null;
  }

  async load(orderId: string): Promise<void> {
    this.orderId = orderId;
    const result = await this.api.getOrder(orderId);
    if (!this.pageOpen || orderId !== this.orderId) return;
    runInAction(() => (this.state = isLeft(result) ? { kind: 'failed', message: result.left.message } : { kind: 'ready', detail: result.right }));
    if (!isLeft(result)) await this.loadAudit();
  }

  /** Moves the order forward (after the admin confirms); a cancellation carries its reason. */
  async move(to: OrderStatus, reason?: string): Promise<boolean> {
    const detail = this.detail;
    if (!detail || this.busy) return false;
    if (to === 'cancelled' && !reason?.trim()) {
      this.show(null, 'A cancellation needs a reason.');
      return false;
    }
    if (!(await this.modals.confirm(moveQuestion(detail.order.number, to, reason?.trim())))) return false;
    return this.change(
      `Moving to ${ORDER_STATUS_LABELS[to]}…`,
      () => this.api.moveOrder(detail.order.id, { from: detail.order.status, to, ...(reason?.trim() ? { reason: reason.trim() } : {}) }),
      (d) => `Order #${d.order.number} is ${ORDER_STATUS_LABELS[d.order.status]} now.`,
    );
  }

  /** Adds a note to the timeline (after the admin confirms). */
  async addNote(text: string): Promise<boolean> {
    const detail = this.detail;
    if (!detail || this.busy) return false;
    if (text.trim() === '') {
      this.show(null, 'Note is required');
      return false;
    }
    const confirmed = await this.modals.confirm({ title: `Add this note to order #${detail.order.number}?`, message: text.trim(), confirmLabel: 'Add note' });
    if (!confirmed) return false;
    return this.change(
      'Adding the note…',
      () => this.api.addOrderNote(detail.order.id, text),
      () => 'Note added.',
    );
  }

  /**
   * Marks the order shipped with its carrier and tracking number (issue 29), after the admin confirms;
   * a number that is not the carrier's format is refused here with the domain's words (the server
   * checks again) and nothing is sent.
   */
  async ship(carrier: string, trackingNumber: string): Promise<boolean> {
    const detail = this.detail;
    if (!detail || this.busy) return false;
    const checked = checkShipment(carrier, trackingNumber);
    if (isLeft(checked)) {
      this.show(null, checked.left.message);
      return false;
    }
    const { number, email } = detail.order;
    const shipment = checked.right;
    const confirmed = await this.modals.confirm({
      title: `Mark order #${number} shipped?`,
      message: `${carrierName(shipment.carrier)} tracking number ${shipment.trackingNumber}. ${email ? `The shipped email goes to ${email}.` : 'The order has no email address: no email will be sent.'}`,
      confirmLabel: 'Mark shipped',
    });
    if (!confirmed) return false;
    return this.change(
      'Marking shipped…',
      () => this.api.shipOrder(detail.order.id, { from: detail.order.status, carrier, trackingNumber }),
      (d) => `Order #${d.order.number} is Shipped now.${d.order.email ? ' The shipped email is on its way.' : ''}`,
    );
  }

  /** Sends one of the order's emails again (after the admin confirms). */
  async resendEmail(kind: OrderEmailKind): Promise<boolean> {
    const detail = this.detail;
    if (!detail || this.busy) return false;
    const label = EMAIL_LABELS[kind];
    const confirmed = await this.modals.confirm({
      title: `Send the ${label} email again?`,
      message: detail.order.email ? `It goes to ${detail.order.email}, as it is now.` : 'The order has no email address: nothing can be sent.',
      confirmLabel: `Send ${label} email`,
    });
    if (!confirmed) return false;
    return this.change(
      `Sending the ${label} email again…`,
      () => this.api.resendOrderEmail(detail.order.id, kind),
      () => `The ${label} email will be sent again within a minute.`,
    );
  }

  /** Issue 30: marks a pick-up order ready (after the admin confirms); the shopper's ready email goes once. */
  async markPickupReady(): Promise<boolean> {
    const detail = this.detail;
    if (!detail?.pickup || this.busy) return false;
    const { number, email } = detail.order;
    const confirmed = await this.modals.confirm({
      title: `Mark order #${number} ready for pick-up?`,
      message: `At ${detail.pickup.storeName}. ${email ? `The ready-for-pick-up email goes to ${email}.` : 'The order has no email address: no email will be sent.'}`,
      confirmLabel: 'Mark ready',
    });
    if (!confirmed) return false;
    return this.change(
      'Marking ready for pick-up…',
      () => this.api.markPickupReady(detail.order.id),
      (d) => `Order #${d.order.number} is ready for pick-up.${d.order.email ? ' The ready-for-pick-up email is on its way.' : ''}`,
    );
  }

  /** Issue 30: the shopper collected the order (after the admin confirms). */
  async markPickedUp(): Promise<boolean> {
    const detail = this.detail;
    if (!detail?.pickup || this.busy) return false;
    const confirmed = await this.modals.confirm({
      title: `Mark order #${detail.order.number} picked up?`,
      message: `The shopper collected it at ${detail.pickup.storeName}. This cannot be undone.`,
      confirmLabel: 'Mark picked up',
    });
    if (!confirmed) return false;
    return this.change(
      'Marking picked up…',
      () => this.api.markPickedUp(detail.order.id),
      (d) => `Order #${d.order.number} was picked up.`,
    );
  }

  /** Downloads one tile's print file (`line`, `tile` from 1). */
  async downloadPrintFile(line: number, tile: number): Promise<void> {
    const detail = this.detail;
    if (!detail || this.busy) return;
    await this.download(`Rendering the print file of line ${line}, tile ${tile}…`, () => this.api.printFile(detail.order.id, line, tile));
  }

  /** Downloads every print file of the order as one ZIP. */
  async downloadArchive(): Promise<void> {
    const detail = this.detail;
    if (!detail || this.busy) return;
    await this.download(`Preparing the print files of order #${detail.order.number}…`, () => this.api.printArchive(detail.order.id));
  }

  private async download(progress: string, fetch: () => ReturnType<Api['printArchive']>): Promise<void> {
    this.show(null, null, progress);
    const file = await fetch();
    if (!this.pageOpen) return;
    if (isLeft(file)) return this.show(null, file.left.message);
    this.saver.save(file.right);
    this.show(`Downloaded ${file.right.name}.`, null);
  }

  private async change(progress: string, call: () => ReturnType<Api['getOrder']>, done: (d: OrderDetail) => string): Promise<boolean> {
    const changed = await this.runChange(progress, call, { apply: (detail) => (this.state = { kind: 'ready', detail }), done, reload: () => this.reload() });
    if (changed) await this.loadAudit();
    return changed;
  }

  private async reload(): Promise<void> {
    const result = await this.api.getOrder(this.orderId);
    if (!isLeft(result) && this.pageOpen) runInAction(() => (this.state = { kind: 'ready', detail: result.right }));
    await this.loadAudit();
  }

  private async loadAudit(): Promise<void> {
    const result = await this.api.auditLog('order', this.orderId);
    if (!isLeft(result) && this.pageOpen) runInAction(() => (this.audit = result.right));
  }

  @preDestroy()
  override dispose(): void {
    super.dispose();
  }
}
