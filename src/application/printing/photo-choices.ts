import { inject, injectable, optional } from 'inversify';
import { isLeft } from 'fp-ts/Either';
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { MainApi, type MainApi as Api, type SharedImage } from '../ports/main-api';
import { TileImageLoader, type TileImageLoader as Loader } from '../ports/tile-image-loader';
import { OneProjectScope } from './one-project-scope';
import { ProjectStore, type PhotoInput } from './project-store';

/** A photo the shopper can put into a frame. */
export interface PhotoChoice {
  readonly key: string;
  readonly label: string;
  /** Where to fetch it (and its thumbnail). */
  readonly imagePath: string;
  readonly thumb: string;
  readonly width?: number;
  readonly height?: number;
  readonly source: PhotoInput['source'];
}

export type PhotoChoicesState =
  | { readonly status: 'idle' | 'loading' }
  | { readonly status: 'ready'; readonly choices: readonly PhotoChoice[] }
  | { readonly status: 'failed'; readonly message: string };

const fromShared = (album: string, image: SharedImage): PhotoChoice => ({
  key: image.key,
  label: `${album}: ${image.fileName}`,
  imagePath: image.full,
  thumb: image.thumb,
  ...(image.width === undefined ? {} : { width: image.width }),
  ...(image.height === undefined ? {} : { height: image.height }),
  source: 'Confetti',
});

/**
 * The photos the printing tool can add until the upload pipeline lands: the photos already in the
 * shopper's projects and the public albums. The upload issue adds the shopper's own photos here.
 */
@injectable()
export class PhotoChoices {
  state: PhotoChoicesState = { status: 'idle' };

  constructor(
    @inject(MainApi) private readonly api: Api,
    @inject(TileImageLoader) private readonly loader: Loader,
    @inject(ProjectStore) private readonly projects: ProjectStore,
    @inject(OneProjectScope) @optional() private readonly scope?: OneProjectScope,
  ) {
    makeObservable(this, { state: observableRef, load: action });
  }

  async load(): Promise<void> {
    this.state = { status: 'loading' };
    const own = new Map<string, PhotoChoice>();
    // The shopper's own photos are 'Your photo N'; in a session editing for someone else, the scope names them.
    const ownLabel = this.scope?.photoLabel ?? 'Your photo';
    for (const project of this.projects.projects) {
      for (const tile of project.tiles) {
        if (!tile.imagePath || own.has(tile.imagePath)) continue;
        own.set(tile.imagePath, {
          key: tile.imagePath,
          label: `${ownLabel} ${own.size + 1}`,
          imagePath: tile.imagePath,
          thumb: tile.imagePath,
          width: tile.width,
          height: tile.height,
          source: tile.metadata.source,
        });
      }
    }
    const albums = await this.api.getPublicAlbums();
    runInAction(() => {
      const shared = isLeft(albums) ? [] : albums.right.flatMap((a) => a.images.map((i) => fromShared(a.name, i)));
      const choices = [...own.values(), ...shared.filter((c) => !own.has(c.imagePath))];
      this.state =
        choices.length === 0 && isLeft(albums)
          ? { status: 'failed', message: 'No photos are available yet. Please try again later.' }
          : { status: 'ready', choices };
    });
  }

  /** The photo as a frame needs it: its pixel size is read from the picture when the album does not say. */
  async toPhoto(choice: PhotoChoice): Promise<PhotoInput | null> {
    if (choice.width !== undefined && choice.height !== undefined) {
      return { imagePath: choice.imagePath, width: choice.width, height: choice.height, ...(choice.source ? { source: choice.source } : {}) };
    }
    const probe = await this.loader.load(choice.imagePath, 64, 'color');
    if (isLeft(probe)) return null;
    probe.right.bitmap.close();
    return {
      imagePath: choice.imagePath,
      width: probe.right.naturalWidth,
      height: probe.right.naturalHeight,
      ...(choice.source ? { source: choice.source } : {}),
    };
  }
}
