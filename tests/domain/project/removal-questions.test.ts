import { describe, expect, it } from 'vitest';
import { removeCartProjectQuestion, removePhotoQuestion, removeProjectQuestion } from '../../../src/domain/project/removal-questions';

describe('SPEC §8 confirm modal: the questions before work is lost', () => {
  it('asks nothing for a project without photos, and names the photos of one that has them', () => {
    expect(removeProjectQuestion({ number: 2, photos: 0 })).toBeNull();
    expect(removeProjectQuestion({ number: 2, photos: 1 })).toEqual({
      title: 'Remove project 2?',
      message: 'Its 1 photo and how you framed them will be removed. This cannot be undone.',
      confirmLabel: 'Remove project',
    });
  });

  it('asks before a photo or a cart project goes', () => {
    expect(removePhotoQuestion().confirmLabel).toBe('Remove photo');
    expect(removeCartProjectQuestion({ number: 3, photos: 5 })).toEqual({
      title: 'Remove project 3 from your cart?',
      message: 'Its 5 photos and how you framed them will be removed. This cannot be undone.',
      confirmLabel: 'Remove',
    });
  });
});
