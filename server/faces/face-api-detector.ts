import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS, type FaceBox } from '../../src/domain/imaging/upload-rules';
import type { FaceDetector } from './face-detector';

/** The part of @vladmandic/face-api (its Node WASM build) this detector uses. */
interface FaceApi {
  readonly tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  };
  readonly nets: { readonly ssdMobilenetv1: { loadFromDisk(dir: string): Promise<void> } };
  SsdMobilenetv1Options: new (options: { minConfidence: number; maxResults: number }) => unknown;
  detectAllFaces(input: unknown, options: unknown): Promise<Array<{ relativeBox: { x: number; y: number; width: number; height: number } }>>;
}

/** The photo is shrunk to this longest edge before detection: the network sees 512 × 512 anyway. */
export const DETECTION_EDGE = 640;
/** Below this score a box is not reported (SSD MobileNet v1's usual threshold). */
export const MIN_CONFIDENCE = 0.5;
/** A group photo has a few faces; a crop needs no more. */
export const MAX_FACES = 20;
/**
 * libvips stops decoding after this long (the route also gives the whole detection up after its own
 * limit; this makes the abandoned work end too rather than run on behind the answer).
 */
const DECODE_TIMEOUT_SECONDS = 5;

/**
 * Loads the network once: the Node WASM build of @vladmandic/face-api on TensorFlow.js's WASM backend
 * (its .wasm files ship in @tensorflow/tfjs-backend-wasm), with the SSD MobileNet v1 weights that
 * ship in the face-api package's `model/` folder. Nothing is downloaded, nothing native is built.
 */
async function loadFaceApi(): Promise<FaceApi> {
  // Loaded at run time, not bundled: the package finds its model and the backend its .wasm beside itself.
  const nodeRequire = createRequire(import.meta.url);
  const faceApi = nodeRequire('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  await faceApi.tf.setBackend('wasm');
  await faceApi.tf.ready();
  const modelDir = path.join(path.dirname(nodeRequire.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceApi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  return faceApi;
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/**
 * The server's face detector: `sharp` decodes the photo (EXIF orientation applied, shrunk to
 * DETECTION_EDGE), SSD MobileNet v1 finds the faces. One detection at a time per process: each takes
 * a core for a fraction of a second, and TensorFlow.js's engine is one per process.
 */
export class FaceApiDetector implements FaceDetector {
  private model: Promise<FaceApi> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  detect(image: Uint8Array): Promise<readonly FaceBox[]> {
    const run = this.queue.then(() => this.run(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Loads the network now (a server may warm it up at start rather than on the first photo). */
  warmUp(): Promise<void> {
    return this.api().then(() => undefined);
  }

  private api(): Promise<FaceApi> {
    // A failed load is not kept: the next photo tries again.
    this.model ??= loadFaceApi().catch((error: unknown) => {
      this.model = undefined;
      throw error;
    });
    return this.model;
  }

  private async run(image: Uint8Array): Promise<readonly FaceBox[]> {
    // Larger images are refused from their header before they are decoded (the route checks first).
    const { data, info } = await sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .resize(DETECTION_EDGE, DETECTION_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const api = await this.api();
    const input = api.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
    try {
      const found = await api.detectAllFaces(input, new api.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE, maxResults: MAX_FACES }));
      return found.map(({ relativeBox: b }) => {
        const Left = clamp01(b.x);
        const Top = clamp01(b.y);
        return { Left, Top, Width: clamp01(b.x + b.width) - Left, Height: clamp01(b.y + b.height) - Top };
      });
    } finally {
      input.dispose();
    }
  }
}
