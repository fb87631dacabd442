import type { ReactNode } from 'react';
import { emit, type FormType } from '@bookcraft/shared';
import { primaryButton } from './styles';

/** Opens the shell's form popup (the forms remote) with the given form type. */
export function PopupButton({ formType, children }: { formType?: FormType; children: ReactNode }) {
  return (
    <button type="button" css={primaryButton} onClick={() => emit('openFormPopup', formType ? { formType } : {})}>
      {children}
    </button>
  );
}
