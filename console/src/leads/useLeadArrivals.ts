import { useCallback, useEffect, useState } from 'react';
import { STAFF_ONLY_EVENTS } from '@bookcraft/shared/contracts';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';

export interface LeadArrivals {
  /** Leads that arrived since the Leads tab was last looked at: the tab's count. */
  unseen: number;
  /** Leads that arrived while the console was open. */
  arrived: number;
  /** Changes with every arrival and reconnect: the Leads list fetches again. */
  version: number;
}

/** Leads reaching the Leads folder while the console is open; `watching` is whether the Leads tab is the one shown. */
export function useLeadArrivals(watching: boolean): LeadArrivals {
  const [unseen, setUnseen] = useState(0);
  const [arrived, setArrived] = useState(0);
  const [version, setVersion] = useState(0);
  useSocketEvent(STAFF_ONLY_EVENTS.lead, () => {
    setArrived((current) => current + 1);
    setVersion((current) => current + 1);
    if (!watching) setUnseen((current) => current + 1);
  });
  // Leads that came while the socket was away are fetched with the list, not counted.
  useOnReconnect(useCallback(() => setVersion((current) => current + 1), []));
  useEffect(() => {
    if (watching) setUnseen(0);
  }, [watching]);
  return { unseen, arrived, version };
}
