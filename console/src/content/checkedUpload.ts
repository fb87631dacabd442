import { httpStatusOf } from '@bookcraft/shared';
import { ACCEPTED_IMAGE_TYPES, imageProblem, uploadProblem } from '@bookcraft/shared/messaging';
import { refusalOf } from '../ui/refusal';
import { uploadPostImage, type UploadedImage } from './postsApi';

/** What the file inputs offer: the chat's image types, which the server checks and re-encodes as it does the chat's. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

type Uploaded = UploadedImage | { problem: string };

// The server takes one image at a time from a member (429 for a second under way): a cover still
// uploading when an image is inserted in the body waits its turn here instead.
let underWay: Promise<unknown> = Promise.resolve();

/** Uploads an image for a post, or says in words why not (checked first here, as the chat does, then by the server). */
export function uploadChecked(file: File): Promise<Uploaded> {
  const turn = underWay.then(() => uploadNow(file));
  underWay = turn;
  return turn;
}

async function uploadNow(file: File): Promise<Uploaded> {
  const problem = imageProblem(file);
  if (problem) return { problem };
  try {
    return await uploadPostImage(file);
  } catch (caught) {
    const status = httpStatusOf(caught);
    if (status === 413 || status === 415) return { problem: uploadProblem(status) };
    const refusal = refusalOf(caught, 'Could not upload the image. Please try again.');
    return { problem: refusal.fields.file ?? refusal.error };
  }
}
