import { useState } from 'react';

/** A yes/no choice remembered in this browser under `key`, stored as the `yes` or `no` text. */
export interface StoredChoice {
  key: string;
  yes: string;
  no: string;
}

export function readChoice({ key, yes }: StoredChoice): boolean {
  try {
    return localStorage.getItem(key) === yes;
  } catch {
    return false;
  }
}

/** The choice and its setter; without storage (private mode) it lasts for this page only. */
export function useStoredChoice(choice: StoredChoice): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => readChoice(choice));
  const change = (next: boolean) => {
    try {
      localStorage.setItem(choice.key, next ? choice.yes : choice.no);
    } catch {
      // Not remembered, but in effect for this page.
    }
    setValue(next);
  };
  return [value, change];
}
