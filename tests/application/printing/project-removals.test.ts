import { describe, expect, it } from 'vitest';
import { CartPageStore } from '../../../src/application/cart/cart-page-store';
import { ProjectRemovals } from '../../../src/application/printing/project-removals';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { ModalStore, type ConfirmModalRequest } from '../../../src/application/shell/modal-store';
import { buildTestWorld } from '../../fixtures/fakes';

function setup() {
  const world = buildTestWorld();
  const projects = world.container.get(ProjectStore);
  const modals = world.container.get(ModalStore);
  const removals = world.container.get(ProjectRemovals);
  const addPhotos = (n: number) => {
    for (let i = 0; i < n; i++) projects.photos.addTile({ imagePath: `/files/p${i}.jpg`, width: 1600, height: 1600 });
  };
  const question = () => modals.current?.request as ConfirmModalRequest | undefined;
  const answer = (yes: boolean) => modals.answer(modals.current!.id, yes);
  return { world, projects, modals, removals, addPhotos, question, answer };
}

describe('removals ask first (SPEC §8 confirm modal)', () => {
  it('a project with photos: Cancel keeps it, the danger button removes it', async () => {
    const { projects, removals, addPhotos, question, answer } = setup();
    addPhotos(3);
    const id = projects.active.id;
    const kept = removals.removeProject(id);
    expect(question()).toEqual({
      kind: 'confirm',
      title: 'Remove project 1?',
      message: 'Its 3 photos and how you framed them will be removed. This cannot be undone.',
      confirmLabel: 'Remove project',
    });
    answer(false);
    expect(await kept).toBe(false);
    expect(projects.active.id).toBe(id);
    expect(projects.active.tiles).toHaveLength(3);

    const removed = removals.removeProject(id);
    answer(true);
    expect(await removed).toBe(true);
    expect(projects.projects.some((p) => p.id === id)).toBe(false);
  });

  it('an empty project has nothing to lose: removed without a question', async () => {
    const { projects, removals, modals } = setup();
    const id = projects.active.id;
    expect(await removals.removeProject(id)).toBe(true);
    expect(modals.isOpen).toBe(false);
    expect(projects.projects.some((p) => p.id === id)).toBe(false);
  });

  it('a photo: Cancel (or Escape) keeps it', async () => {
    const { projects, removals, modals, addPhotos, question, answer } = setup();
    addPhotos(2);
    const [first] = projects.active.tiles;
    const kept = removals.removePhoto(first!.id);
    expect(question()?.title).toBe('Remove this photo?');
    modals.dismiss();
    expect(await kept).toBe(false);
    expect(projects.active.tiles).toHaveLength(2);
    const removed = removals.removePhoto(first!.id);
    answer(true);
    expect(await removed).toBe(true);
    expect(projects.active.tiles.map((t) => t.id)).not.toContain(first!.id);
  });

  it('an unknown project or photo: no question, nothing removed', async () => {
    const { projects, removals, modals, addPhotos } = setup();
    addPhotos(1);
    expect(await removals.removeProject('nope')).toBe(false);
    expect(await removals.removePhoto('nope')).toBe(false);
    expect(modals.isOpen).toBe(false);
    expect(projects.active.tiles).toHaveLength(1);
  });

  it('a cart project: Cancel keeps it in the cart', async () => {
    const { world, projects, addPhotos, question, answer } = setup();
    addPhotos(2);
    projects.moveActiveToCart();
    const cart = world.container.get(CartPageStore);
    const id = projects.cartProjects[0]!.id;
    const kept = cart.askToRemoveProject(id);
    expect(question()).toMatchObject({
      title: 'Remove project 1 from your cart?',
      message: 'Its 2 photos and how you framed them will be removed. This cannot be undone.',
      confirmLabel: 'Remove',
    });
    answer(false);
    expect(await kept).toBe(false);
    expect(projects.cartProjects.map((p) => p.id)).toEqual([id]);
    const removed = cart.askToRemoveProject(id);
    answer(true);
    expect(await removed).toBe(true);
    expect(projects.cartProjects).toEqual([]);
  });
});
