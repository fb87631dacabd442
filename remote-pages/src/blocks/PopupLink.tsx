import type { ReactNode } from 'react';
import { popupLink, type FormType } from '@bookcraft/shared';
import { primaryButton } from './styles';

/**
 * A call to action drawn as a button: a link to the contact page (`contactPage`, or the form type's own), so it works
 * in a page painted without scripts; where the page runs it opens the shell's form popup with the given form type.
 */
export function PopupLink({ formType, contactPage, children }: { formType?: FormType; contactPage?: string; children: ReactNode }) {
  return (
    <a css={primaryButton} {...popupLink(formType, contactPage)}>
      {children}
    </a>
  );
}
