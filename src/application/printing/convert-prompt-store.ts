import { inject, injectable, preDestroy } from 'inversify';
import * as t from 'io-ts';
import { computed, makeObservable, reaction } from 'mobx';
import {
  convertPromptMessage,
  convertPromptReducer,
  initialConvertPrompt,
  shouldShowConvertPrompt,
  type ConvertChoice,
  type ConvertPromptEffect,
  type ConvertPromptEvent,
  type ConvertPromptState,
} from '../../domain/account/convert-prompt';
import type { Project } from '../../domain/project';
import { convertProjectsToBlack, dropNonBlackProjects, needsBlackFrameConversion } from '../../domain/tenant';
import { DomainMachine } from '../machine';
import { Analytics, type Analytics as AnalyticsPort } from '../ports/analytics';
import { LocalRecords, type LocalRecord, type LocalRecords as Records } from '../ports/local-records';
import { Scheduler, type Scheduler as SchedulerPort } from '../ports/scheduler';
import { ModalStore, type ModalRequest } from '../shell/modal-store';
import { TenantStore } from '../shell/tenant-store';
import { ProjectStore } from './project-store';

/** The shopper's answer, kept in the tenant's local records when the prompt closes (SPEC §4). */
export const ConvertChoiceRecord: LocalRecord<ConvertChoice> = {
  key: 'convertChoice',
  codec: t.union([t.literal('undecided'), t.literal('convert'), t.literal('decline')]),
};

/** The prompt's modal request (its body: `src/ui/printing/convert-prompt-modal.tsx`). */
export interface ConvertPromptRequest extends ModalRequest {
  readonly kind: 'convert-prompt';
  /**
   * The store that asked: the app has one modal host, and an admin's editing session has a prompt of
   * its own (about the customer's project) beside the app's (about the admin's own projects).
   */
  readonly prompt: Pick<ConvertPromptStore, 'choose' | 'message'>;
}

/**
 * The pharmacy tenant's convert-frames-to-black prompt (SPEC §2 global modals, §4), a store over the
 * domain's `convertPromptReducer`: when the projects (from an earlier visit, or loaded from the server)
 * hold non-black frames on a black-only tenant, it asks once. Convert makes every project Black;
 * decline shows the app-resume message, and from then on recovery drops projects with non-black frames.
 * The choice is stored when the prompt closes; an undecided close asks again on a later visit.
 */
@injectable()
export class ConvertPromptStore {
  readonly machine: DomainMachine<ConvertPromptState, ConvertPromptEvent, ConvertPromptEffect>;
  private stop: (() => void) | undefined;
  private askedThisVisit = false;

  constructor(
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(ModalStore) private readonly modals: ModalStore,
    @inject(LocalRecords) private readonly records: Records,
    @inject(Scheduler) private readonly scheduler: SchedulerPort,
    @inject(TenantStore) private readonly tenants: TenantStore,
    @inject(Analytics) analytics: AnalyticsPort,
  ) {
    this.machine = new DomainMachine(
      convertPromptReducer,
      initialConvertPrompt,
      {
        convertAllToBlack: () => this.projects.updateProjects((all) => convertProjectsToBlack(all, this.scheduler.now())),
        storeChoice: (e) => void this.records.write(ConvertChoiceRecord, e.choice),
      },
      (error, effect) => analytics.reportError(error, { where: `convert-prompt:${effect.type}` }),
    );
    makeObservable(this, { message: computed });
  }

  /** The app-resume message once the shopper declined (shown in the prompt until it closes). */
  get message(): string | undefined {
    return convertPromptMessage(this.machine.state);
  }

  /** Watches the projects for the rest of the visit and asks when they need converting. Idempotent. */
  start(): void {
    if (this.stop) return;
    this.stop = reaction(
      () => this.needsConversion(this.projects.projects),
      (needed) => {
        if (needed) void this.ask();
      },
      { fireImmediately: true },
    );
  }

  /** The shopper's answer (the prompt's two buttons). */
  choose(choice: 'convert' | 'decline'): void {
    this.machine.send({ type: 'choose', choice });
  }

  /** What recovery keeps (SPEC §4): after a decline, no project with non-black frames on a black-only tenant. */
  recoverable(projects: readonly Project[]): readonly Project[] {
    return this.records.read(ConvertChoiceRecord) === 'decline' && this.needsConversion(projects) ? dropNonBlackProjects(projects) : projects;
  }

  @preDestroy()
  dispose(): void {
    this.stop?.();
    this.stop = undefined;
    this.modals.dismissKind('convert-prompt');
  }

  private needsConversion(projects: readonly Project[]): boolean {
    return needsBlackFrameConversion(this.tenants.limits, projects);
  }

  private async ask(): Promise<void> {
    if (this.askedThisVisit || !shouldShowConvertPrompt(this.records.read(ConvertChoiceRecord), true)) return;
    this.askedThisVisit = true;
    this.machine.send({ type: 'open' });
    const request: ConvertPromptRequest = { kind: 'convert-prompt', prompt: this };
    await this.modals.open(request, undefined);
    this.machine.send({ type: 'close' });
  }
}
