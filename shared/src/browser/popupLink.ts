import type { MouseEvent } from 'react';
import { HELD_LINK_ATTRIBUTE } from '../contract/prerendered';
import { contactPathFor } from '../contract/seo';
import type { FormType } from '../contract/types';
import { emit } from './events';

/** A click the page may take over: the main button with no key held (a click with one opens the link where the visitor asked). */
export const isPlainClick = (event: MouseEvent): boolean => !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The props of a call to action that opens the form popup of `formType`: a link to the contact page (by default the
 * form type's own, `contactPathFor`), which a visitor without scripts follows to the painted contact form; once the
 * page runs, a click opens the popup instead. The boot script holds a tap made before then (HELD_LINK_ATTRIBUTE).
 */
export function popupLink(formType?: FormType, contactPage: string = contactPathFor(formType)) {
  return {
    href: contactPage,
    [HELD_LINK_ATTRIBUTE]: '',
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      emit('openFormPopup', formType ? { formType } : {});
    },
  };
}
