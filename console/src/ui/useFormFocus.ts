import { useEffect, useRef } from 'react';
import type { Refusal } from './refusal';

/** A form's focus: its heading when it opens, and the first field marked invalid when it is refused. */
export function useFormFocus(refusal: Refusal) {
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (refusal.error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  return { formRef, heading };
}
