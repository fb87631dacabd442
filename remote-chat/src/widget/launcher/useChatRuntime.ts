import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatRuntimeProps } from '../runtime/ChatRuntime';
import { whenEveryMountLive } from '@bookcraft/shared';
import { whenIdle } from './whenIdle';

type Runtime = ComponentType<ChatRuntimeProps>;

const loadRuntime = () => import(/* webpackChunkName: "chat-widget-runtime" */ '../runtime/ChatRuntime').then((module) => module.ChatRuntime);

/**
 * The widget beyond its launcher (socket handling, panel, styles), loaded
 * when every part of the page is live and the browser is idle, so unread messages are counted while closed, or at
 * once when the visitor asks for it. A failed load is tried again on the next open.
 */
export function useChatRuntime(wanted: boolean): { Runtime: Runtime | null; failed: boolean } {
  const [Runtime, setRuntime] = useState<Runtime | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setFailed(false);
    loadRuntime().then(
      (component) => setRuntime(() => component),
      () => {
        loading.current = false;
        setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let unmounted = false;
    void whenEveryMountLive().then(() => {
      if (!unmounted) cancel = whenIdle(load);
    });
    return () => {
      unmounted = true;
      cancel?.();
    };
  }, [load]);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { Runtime, failed };
}
