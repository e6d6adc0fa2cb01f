import { left } from 'fp-ts/Either';
import { configure } from 'mobx';
import { ImageBlobFetcher } from '../../src/application/ports/image-blob-fetcher';
import { describe, expect, it } from 'vitest';
import { PhotoPickerFlow } from '../../src/application/upload/photo-picker-flow';
import { ShellStore } from '../../src/application/shell/shell-store';
import { buildTestWorld, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const photo = (name: string) => new File([new Uint8Array(64).map((_, i) => JPEG_HEAD[i] ?? 7)], name, { type: 'image/jpeg' });

async function drive(world: TestWorld, work: Promise<void>): Promise<void> {
  let done = false;
  void work.then(() => (done = true));
  for (let i = 0; i < 5000 && !done; i++) {
    await new Promise((r) => setTimeout(r, 0));
    if (!done) world.scheduler.advance(50);
  }
  if (!done) throw new Error('never finished');
}

function picker() {
  const world = buildTestWorld();
  world.container.bind(ImageBlobFetcher).toConstantValue({ fetchBlob: async () => left({ message: 'not here' }) });
  world.navigator.navigate('/photo-picker');
  return { world, flow: world.container.get(PhotoPickerFlow) };
}

describe('PhotoPickerFlow: where the shopper goes after choosing photos', () => {
  it('device photos that landed lead to the printing tool', async () => {
    const { world, flow } = picker();
    await drive(world, flow.addFiles([photo('a.jpg')]));
    expect(world.navigator.current()).toBe('/printing');
  });

  it('after an upload failure the shopper stays on the picker, with the error dialog', async () => {
    const { world, flow } = picker();
    world.uploader.prepareFailure = { code: 'upload/prepare', status: 500, message: 'boom' };
    await drive(world, flow.addFiles([photo('a.jpg')]));
    expect(world.navigator.current()).toBe('/photo-picker');
    expect(world.container.get(ShellStore).errorDialog?.title).toBe('Photo Upload Failed');
  });

  it('stored photos lead on at once; none added stays', async () => {
    const { world, flow } = picker();
    await flow.addAlbums([]);
    expect(world.navigator.current()).toBe('/photo-picker');
    await flow.addAlbums([
      {
        fileName: 'a.jpg',
        fileNameThumb: 'a-t.jpg',
        key: 'shared/a.jpg',
        keyThumb: 'shared/a-t.jpg',
        full: 'https://store.test/shared/a.jpg',
        thumb: 'https://store.test/shared/a-t.jpg',
        width: 800,
        height: 800,
      },
    ]);
    expect(world.navigator.current()).toBe('/printing');
  });
});
