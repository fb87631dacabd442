import { SERVICE_LANDING_FORM_TYPES } from '@bookcraft/shared';
import { formTypeForPath } from './formTypeForPath';

describe('formTypeForPath (requirements §2.3)', () => {
  it.each(Object.entries(SERVICE_LANDING_FORM_TYPES))('gives %s its form type, %s', (path, formType) => {
    expect(formTypeForPath(path)).toBe(formType);
  });

  it('matches a service landing route as the router does, with a trailing slash or other letter case', () => {
    expect(formTypeForPath('/book-marketing-services/')).toBe('Marketing');
    expect(formTypeForPath('/Book-Ghostwriting-Services')).toBe('GhostWriting');
  });

  it.each(['/book-anything-new', '/no-such-page', '/thankyou', '/'])('gives %s the General form', (path) => {
    expect(formTypeForPath(path)).toBe('General');
  });
});
