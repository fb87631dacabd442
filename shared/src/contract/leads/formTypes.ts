import { BUDGET_OPTIONS, GENRE_OPTIONS, GHOSTWRITING_GENRE_OPTIONS, MANUSCRIPT_STATUS_OPTIONS } from '../constants';
import type { FormType } from '../types';

/** Which fields a family A form of each type shows, and so requires (requirements §3.1, §5.1). */
export interface FamilyAFields {
  /** Marketing: the budget range, sent as `service`. */
  budget?: readonly string[];
  genres?: readonly string[];
  manuscriptStatus?: readonly string[];
  /** GhostWriting always sends service "Ghostwriting". */
  fixedService?: 'Ghostwriting';
  /** The short popup form of SciFi, CookBook and Photography. */
  short: boolean;
  messageLabel: string;
}

/** Requirements §2.3: the title over a lead form of each type; only the video trailer page has its own. */
export function formTitleFor(formType: FormType): string {
  return formType === 'VideoTrailer' ? 'Signup For Professional Book Trailer Services' : 'Get Started Today';
}

export function familyAFields(formType: FormType): FamilyAFields {
  switch (formType) {
    case 'Marketing':
      return { budget: BUDGET_OPTIONS, short: false, messageLabel: 'Tell Us About Your Book' };
    case 'Publishing':
    case 'SelfPublishing':
      return { genres: GENRE_OPTIONS, manuscriptStatus: MANUSCRIPT_STATUS_OPTIONS, short: false, messageLabel: 'Tell Us About Your Book' };
    case 'GhostWriting':
      return { genres: GHOSTWRITING_GENRE_OPTIONS, fixedService: 'Ghostwriting', short: false, messageLabel: 'Tell Us About Your Ghostwriting Project' };
    case 'VideoTrailer':
      return { short: false, messageLabel: 'Tell Us About Your Video Trailer Needs' };
    case 'SciFi':
      // The older site's schema (requirements §5.1) also demanded a manuscript status from CookBook
      // and Photography, whose form never shows that field; here it is required exactly where it is shown.
      return { manuscriptStatus: MANUSCRIPT_STATUS_OPTIONS, short: true, messageLabel: 'Tell Us About Your Book' };
    case 'CookBook':
    case 'Photography':
      return { short: true, messageLabel: 'Message*' };
    default:
      return { short: false, messageLabel: 'Tell Us About Your Book' };
  }
}
