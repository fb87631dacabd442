import { useEffect, useRef, useState } from 'react';

/**
 * A panel whose list gives way to other screens: each `showListAgain` gives the list a new
 * version (its data key, so it reloads with what changed meanwhile) and puts the keyboard back
 * at the panel's title (`heading`).
 */
export function useListReturn() {
  const [listVersion, setListVersion] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (listVersion > 0) heading.current?.focus();
  }, [listVersion]);
  const showListAgain = () => setListVersion((version) => version + 1);
  return { listVersion, heading, showListAgain };
}
