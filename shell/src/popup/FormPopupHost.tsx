import { useEffect, useRef, useState } from 'react';
import { formTitleFor, on, type FormType } from '@bookcraft/shared';
import { RemoteMount } from '@bookcraft/shared/federation';
import { ContactLinks } from '@bookcraft/shared/federation';
import { FallbackDialog } from './FallbackDialog';

/**
 * Owns the popup's open/closed state (requirements §4). The forms remote is loaded
 * only when a visitor first asks for the popup, so it costs nothing before.
 */
export function FormPopupHost() {
  const [request, setRequest] = useState<{ formType?: FormType } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      on('openFormPopup', (payload) => {
        opener.current = document.activeElement as HTMLElement | null;
        setRequest(payload);
      }),
    [],
  );

  if (!request) return null;
  const close = () => {
    setRequest(null);
    opener.current?.focus();
  };
  const formType = request.formType ?? 'General';
  return (
    <RemoteMount
      remote="forms"
      module="./FormPopup"
      props={{ formType, onClose: close }}
      fallback={() => (
        <FallbackDialog title={formTitleFor(formType)} onClose={close}>
          <ContactLinks />
        </FallbackDialog>
      )}
    />
  );
}
