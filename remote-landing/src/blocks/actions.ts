import type { MouseEvent } from 'react';
import { isPlainClick, popupLink, type FormType } from '@bookcraft/shared';

/** The footer form's section (FooterFormSection), where the footer calls to action lead. */
export const FOOTER_FORM_ID = 'footer-form';

/**
 * What a landing page's call to action is, as the props of its `<a>`: a link that works in the page painted without
 * scripts (to the contact page of the page's form type, or down to the footer form), which once the page runs opens
 * the form popup, or scrolls to the footer form and moves focus there.
 */
export function actionLink(action: 'popup' | 'footer', formType: FormType) {
  if (action === 'popup') return popupLink(formType);
  return {
    href: `#${FOOTER_FORM_ID}`,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      goToFooterForm();
    },
  };
}

/** Scrolls to the footer form and moves focus there, so keyboard and screen reader users arrive with the eye. */
export function goToFooterForm(): void {
  const footerForm = document.getElementById(FOOTER_FORM_ID);
  if (!footerForm) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  footerForm.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  footerForm.focus({ preventScroll: true });
}
