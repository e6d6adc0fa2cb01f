import { describe, expect, it } from 'vitest';
import { BroadcastChannelProjects, decodeProjectNews } from '../../src/adapters/projects/broadcast-channel-projects';
import type { ProjectNews } from '../../src/application/ports/project-broadcast';
import { createProject } from '../../src/domain/project';

const project = { ...createProject({ id: 'p', now: 5, cartToken: 'cart', productId: 'tilepix' }), serverVersion: 3, savedToServer: true };

describe('BroadcastChannelProjects', () => {
  it("tells the store's other tabs (same tenant) a project was saved; never itself, never another tenant", async () => {
    const a = new BroadcastChannelProjects('tilepix');
    const b = new BroadcastChannelProjects('tilepix');
    const other = new BroadcastChannelProjects('wg');
    const heard: { a: ProjectNews[]; b: ProjectNews[]; other: ProjectNews[] } = { a: [], b: [], other: [] };
    const stops = [a.subscribe((n) => heard.a.push(n)), b.subscribe((n) => heard.b.push(n)), other.subscribe((n) => heard.other.push(n))];
    a.post({ type: 'saved', project });
    a.post({ type: 'removed', projectId: 'q' });
    await expect.poll(() => heard.b.length).toBe(2);
    expect(heard.b[0]).toEqual({ type: 'saved', project: expect.objectContaining({ id: 'p', serverVersion: 3 }) });
    expect(heard.b[1]).toEqual({ type: 'removed', projectId: 'q' });
    expect(heard.a).toEqual([]);
    expect(heard.other).toEqual([]);
    for (const stop of stops) stop();
  });

  it('drops what does not decode', () => {
    expect(decodeProjectNews({ type: 'saved', project: { id: 'p' } })).toBeNull();
    expect(decodeProjectNews({ type: 'removed' })).toBeNull();
    expect(decodeProjectNews('hello')).toBeNull();
    expect(decodeProjectNews({ type: 'saved', project })?.type).toBe('saved');
  });

  it('without BroadcastChannel, posting and listening do nothing', () => {
    const silent = new BroadcastChannelProjects('tilepix', null);
    expect(() => silent.post({ type: 'removed', projectId: 'x' })).not.toThrow();
    silent.subscribe(() => undefined)();
  });
});
