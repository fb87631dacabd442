import { FORM_TYPES } from '../types';
import { formTitleFor } from './formTypes';

describe('formTitleFor (requirements §2.3)', () => {
  it('titles the video trailer form "Signup For Professional Book Trailer Services"', () => {
    expect(formTitleFor('VideoTrailer')).toBe('Signup For Professional Book Trailer Services');
  });

  it.each(FORM_TYPES.filter((formType) => formType !== 'VideoTrailer'))('titles the %s form "Get Started Today"', (formType) => {
    expect(formTitleFor(formType)).toBe('Get Started Today');
  });
});
