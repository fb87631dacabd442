import { CHAT_LIMITS } from '@bookcraft/shared';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const TOO_LARGE = `That image is too large: ${CHAT_LIMITS.uploadBytes / 1024 / 1024} MB at most.`;
const NOT_AN_IMAGE = 'Only JPEG, PNG, GIF or WebP images can be sent.';

/** Why a file cannot be sent (the widget's and the console's rule), checked before the upload so the sender hears at once. */
export function imageProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > CHAT_LIMITS.uploadBytes) return TOO_LARGE;
  return null;
}

/** The server's answer to an upload, in words (413 too big, 415 not an image). */
export function uploadProblem(status: number | undefined): string {
  if (status === 413) return TOO_LARGE;
  if (status === 415) return NOT_AN_IMAGE;
  return 'The image could not be sent. Please try again.';
}

/** The first image among pasted or dropped files. */
export function firstImage(files: FileList | null | undefined): File | undefined {
  return [...(files ?? [])].find((file) => file.type.startsWith('image/'));
}
