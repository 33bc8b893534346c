// User feedback (spec §7 GET /user-back/userFeedback: type, complaint, problemDescription, imgUrl)
// and the two picture uploads a feedback form may use (spec §7, form data):
// - POST /file/imageUploadNoResize: a member's screenshot, stored as it is (no resizing keeps the
//   figures of a data table legible), sent with the member's token (spec §6 "image upload");
// - POST /public/uploadImg: the separate public base, no login (a visitor, or the phone site).
import type { ApiClients } from '@sealens/api';
import type { FeedbackType } from '@sealens/domain';
import { answerOf, type Answer } from '../shared/answer';

export interface FeedbackValues {
  type: FeedbackType;
  complaint: boolean;
  problemDescription: string;
  /** The stored picture's address, '' without one. */
  imgUrl: string;
}

export function sendFeedback(api: ApiClients['identity'], values: FeedbackValues): Promise<Answer<unknown>> {
  const query = {
    type: values.type,
    complaint: values.complaint ? ('1' as const) : ('0' as const),
    problemDescription: values.problemDescription.trim(),
    ...(values.imgUrl ? { imgUrl: values.imgUrl } : {}),
  };
  return answerOf(api.GET('/user-back/userFeedback', { params: { query } }));
}

function imageForm(file: File) {
  const form = new FormData();
  form.append('file', file);
  return {
    // The generated type says a string field; the wire takes the multipart form as it is.
    body: form as unknown as { file: string },
    bodySerializer: (body: unknown) => body as FormData,
  };
}

/** A member's screenshot, kept at its size (bearer call). Answers `{ url }`. */
export function uploadScreenshotNoResize(api: ApiClients['main'], file: File): Promise<Answer<{ url: string }>> {
  return answerOf(api.POST('/file/imageUploadNoResize', imageForm(file)));
}

/** A picture through the public upload base (no login). Answers `{ url }`. */
export function uploadPublicImage(api: ApiClients['main'], file: File): Promise<Answer<{ url: string }>> {
  return answerOf(api.POST('/public/uploadImg', imageForm(file)));
}
