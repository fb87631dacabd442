import { useEffect, useRef, useState } from 'react';

/**
 * A button that asks before it acts: `ask` puts a confirmation in its place, whose button takes
 * the focus; `cancel` puts the asking button back and gives the focus back to it.
 */
export function useConfirmStep() {
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (cancelled) askRef.current?.focus();
  }, [confirming, cancelled]);
  const ask = () => setConfirming(true);
  const cancel = () => {
    setConfirming(false);
    setCancelled(true);
  };
  return { confirming, ask, cancel, askRef, confirmRef };
}
