import { emit, type FormType } from '@bookcraft/shared';

/** What a landing page's buttons do: open the form popup, or take the visitor to the footer form. */
export function runAction(action: 'popup' | 'footer', formType: FormType): void {
  if (action === 'popup') emit('openFormPopup', { formType });
  else goToFooterForm();
}

/** Scrolls to the footer form and moves focus there, so keyboard and screen reader users arrive with the eye. */
export function goToFooterForm(): void {
  const footerForm = document.getElementById('footer-form');
  if (!footerForm) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  footerForm.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  footerForm.focus({ preventScroll: true });
}
