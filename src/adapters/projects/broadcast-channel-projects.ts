import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import type { ProjectBroadcast, ProjectNews } from '../../application/ports/project-broadcast';
import { decodeStoredProjects } from '../../application/printing/stored-projects';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const NewsShape = t.union([t.type({ type: t.literal('saved'), project: t.unknown }), t.type({ type: t.literal('removed'), projectId: t.string })]);

/** Decodes another tab's message at the edge: the project as a stored project (dropped if it does not decode). */
export const decodeProjectNews = (data: unknown): ProjectNews | null => {
  const shape = NewsShape.decode(data);
  if (isLeft(shape)) return null;
  if (shape.right.type === 'removed') return shape.right;
  const [project] = decodeStoredProjects([shape.right.project]);
  return project === undefined ? null : { type: 'saved', project };
};

/** The channel's name: one per tenant, as the tenant's local records are. */
export const projectChannelName = (tenantId: string): string => `tpx:${tenantId}:projects`;

/**
 * BroadcastChannel between the tabs of one store (same origin; named per tenant). A channel never
 * hears its own messages, so a tab hears only the others. Without BroadcastChannel: silence.
 */
export class BroadcastChannelProjects implements ProjectBroadcast {
  private readonly channel: ChannelLike | null;

  constructor(tenantId: string, make: ((name: string) => ChannelLike) | null = globalThis.BroadcastChannel ? (name) => new BroadcastChannel(name) : null) {
    this.channel = make ? make(projectChannelName(tenantId)) : null;
  }

  post(news: ProjectNews): void {
    // A project holds only plain data here (the Blob of a tile is never kept past its upload).
    const plain = news.type === 'saved' ? { type: 'saved', project: JSON.parse(JSON.stringify(news.project)) as unknown } : news;
    this.channel?.postMessage(plain);
  }

  subscribe(listener: (news: ProjectNews) => void): () => void {
    const channel = this.channel;
    if (channel === null) return () => undefined;
    const onMessage = (event: MessageEvent) => {
      const news = decodeProjectNews(event.data);
      if (news !== null) listener(news);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }
}
