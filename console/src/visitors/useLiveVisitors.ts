import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { VISITOR_EVENT } from '@bookcraft/shared';
import { useOnReconnect, useSocketEvent } from '../live/AgentSocketProvider';
import type { RemoteData } from '@bookcraft/shared/ui';
import { useLatest } from '../ui/useLatest';
import { fetchVisitorDetail, fetchVisitors, VISITORS_PAGE_SIZE } from './visitorsApi';
import { initialVisitors, visitorsReducer } from './visitorsState';

/** The visitors list, loaded page by page and kept live by the `visitor` socket events. */
export function useLiveVisitors() {
  const [state, dispatch] = useReducer(visitorsReducer, initialVisitors);
  const [status, setStatus] = useState<RemoteData<unknown>['state']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const pagesLoaded = useRef(0);
  const fetchingDetail = useRef(new Set<string>());
  const visitors = useLatest(state.visitors);
  const leads = useLatest(state.leads);

  const loadPage = useCallback(async (page: number) => {
    try {
      const loaded = await fetchVisitors(page);
      dispatch({ type: 'pageLoaded', visitors: loaded, append: page > 1 });
      pagesLoaded.current = page;
      setHasMore(loaded.length === VISITORS_PAGE_SIZE);
      setStatus('loaded');
    } catch {
      setStatus((previous) => (previous === 'loaded' ? previous : 'failed'));
    }
  }, []);

  const loadDetail = useCallback(async (id: string) => {
    if (fetchingDetail.current.has(id)) return;
    fetchingDetail.current.add(id);
    try {
      dispatch({ type: 'detailLoaded', detail: await fetchVisitorDetail(id) });
    } finally {
      fetchingDetail.current.delete(id);
    }
  }, []);

  const reload = useCallback(() => void loadPage(1), [loadPage]);
  useEffect(reload, [reload]);
  useOnReconnect(reload);
  useSocketEvent(VISITOR_EVENT, (event) => {
    dispatch({ type: 'event', event, receivedAt: new Date().toISOString() });
    const known = visitors.current.some((visitor) => visitor.id === event.customerId);
    // A new lead of a visitor whose details are open: fetch them again, so the lead is listed.
    const newLead = event.type === 'customer' && event.lead && leads.current[event.customerId] !== undefined;
    if ((!known && event.type !== 'registered') || newLead) loadDetail(event.customerId).catch(() => undefined);
  });

  const forget = useCallback((id: string) => dispatch({ type: 'erased', id }), []);

  return { ...state, status, hasMore, reload, loadMore: () => void loadPage(pagesLoaded.current + 1), loadDetail, forget };
}
