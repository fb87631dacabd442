import { useEffect, useState } from 'react';
import { fetchLabels, type ConversationLabel } from './labelsApi';

export type LabelList = ReturnType<typeof useLabelList>;

/**
 * The team's labels, read once for the whole console and kept as an admin changes them in the
 * Labels tab, so the Inbox offers a label the moment it is added. Null until read.
 */
export function useLabelList() {
  const [labels, setLabels] = useState<ConversationLabel[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchLabels().then(setLabels, () => setFailed(true));
  }, []);
  return { labels, setLabels, failed };
}
