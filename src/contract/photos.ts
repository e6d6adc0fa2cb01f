import * as t from 'io-ts';

/** POST v1/photos/prepare body: how many upload slots (1..100, SPEC §9). */
export const PrepareRequestCodec = t.type({ quantity: t.number });

/**
 * One presigned POST slot (DESIGN §6, S3's wire shape): POST `url` as multipart form data with
 * every field of `fields` (incl. `key`) followed by the file.
 */
export const UploadSlotCodec = t.type({ url: t.string, fields: t.intersection([t.type({ key: t.string }), t.record(t.string, t.string)]) });
export type UploadSlotWire = t.TypeOf<typeof UploadSlotCodec>;

/** POST v1/photos/prepare answer. */
export const PrepareAnswerCodec = t.type({ slots: t.array(UploadSlotCodec) });

/** POST v1/photos/face_detection body: the uploaded photo's storage key. */
export const FaceDetectionRequestCodec = t.type({ key: t.string });

/** One face: fractions (0..1) of the image's size, as the detector answers. */
export const FaceBoxCodec = t.type({ Top: t.number, Left: t.number, Width: t.number, Height: t.number });

/** POST v1/photos/face_detection answer. */
export const FaceDetectionAnswerCodec = t.type({ boxes: t.array(FaceBoxCodec) });
