/**
 * React components more than one remote shows. A separate entry
 * (@bookcraft/shared/ui), like ./theme, so the server's import of
 * @bookcraft/shared carries no component code. Its modules import
 * @bookcraft/shared by name, not by path, so that in the browser they use
 * the federation's one shared copy (and its runtime configuration).
 */
export { BACKGROUND_SOURCES, Picture } from './Picture';
export { Faq } from './Faq';
export { Points, Stats, Steps, Testimonials } from './blocks';
export { answerStore, ServerAnswers, useRemoteData, type AnswerStore, type RemoteData, type RemoteDataOptions } from './useRemoteData';
