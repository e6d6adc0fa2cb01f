import { ImageProxyQueryCodec, SizedPictureQueryCodec } from '../image-proxy';
import { FaceDetectionAnswerCodec, FaceDetectionRequestCodec, PrepareAnswerCodec, PrepareRequestCodec } from '../photos';
import { getEndpoint, postEndpoint } from './endpoint';

/** Photos: upload slots, face detection and the same-origin image proxy. */
export const photosEndpoints = {
  preparePhotos: postEndpoint('v1/photos/prepare', PrepareRequestCodec, PrepareAnswerCodec),
  detectFaces: postEndpoint('v1/photos/face_detection', FaceDetectionRequestCodec, FaceDetectionAnswerCodec),
  imageProxy: getEndpoint('v1/images/proxy', null, ImageProxyQueryCodec),
  sizedPicture: getEndpoint('v1/images/sized', null, SizedPictureQueryCodec),
} as const;
