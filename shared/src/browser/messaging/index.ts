/**
 * What the visitor's chat widget and the staff console both do with chat messages: their order,
 * pending messages with their acknowledgement and resend, the image rules, and the sounds. A
 * separate entry (@bookcraft/shared/messaging), like ./ui, so the server's import of
 * @bookcraft/shared carries none of it. Its modules import @bookcraft/shared by name, so that in
 * the browser they use the federation's one shared copy.
 */
export { mergeStoredMessages } from './messageOrder';
export { createPendingSender, stillPending, type PendingSender, type SendOutcome } from './pendingMessages';
export { ACCEPTED_IMAGE_TYPES, firstImage, imageProblem, uploadProblem } from './imageFiles';
export { saveBlob } from './saveBlob';
export { AttachedImage } from './AttachedImage';
export { AGENT_TONE, beep, VISITOR_TONE } from './beep';
export { readChoice, useStoredChoice } from './storedChoice';
