import { useEffect, useId, useReducer } from 'react';
import { Toaster } from 'react-hot-toast';

// Several forms may be on one page (hero, footer, popup); exactly one of them renders the toaster.
let owner: string | null = null;
const mounted = new Map<string, () => void>();

function electOwner() {
  if (owner === null || !mounted.has(owner)) owner = mounted.keys().next().value ?? null;
  mounted.forEach((rerender) => rerender());
}

export function FormToaster() {
  const id = useId();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    mounted.set(id, rerender);
    electOwner();
    return () => {
      mounted.delete(id);
      electOwner();
    };
  }, [id]);
  return owner === id ? <Toaster position="top-center" toastOptions={{ duration: 5_000 }} /> : null;
}
