import { ImageProxyQueryCodec, SizedPictureQueryCodec } from '../image-proxy';
import { FaceDetectionAnswerCodec, FaceDetectionRequestCodec, PrepareAnswerCodec, PrepareRequestCodec } from '../photos';
import { endpoint } from './endpoint';

/** Photos: upload slots, face detection and the same-origin image proxy. */
export const photosEndpoints = {
  preparePhotos: endpoint({ method: 'POST', path: 'v1/photos/prepare', query: null, body: PrepareRequestCodec, answer: PrepareAnswerCodec }),
  detectFaces: endpoint({ method: 'POST', path: 'v1/photos/face_detection', query: null, body: FaceDetectionRequestCodec, answer: FaceDetectionAnswerCodec }),
  imageProxy: endpoint({ method: 'GET', path: 'v1/images/proxy', query: ImageProxyQueryCodec, body: null, answer: null }),
  sizedPicture: endpoint({ method: 'GET', path: 'v1/images/sized', query: SizedPictureQueryCodec, body: null, answer: null }),
} as const;
