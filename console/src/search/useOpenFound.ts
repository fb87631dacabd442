import { useCallback, useState, type Dispatch } from 'react';
import type { SearchResult } from '@bookcraft/shared/contracts';
import type { InboxAction } from '../inbox/inboxState';
import { foundEntryId } from '../ui/foundEntry';
import { revealEntry } from './revealEntry';
import { foundConversation } from './searchApi';

/** The console's tabs a found thing opens in. */
export type FoundTab = 'inbox' | 'leads';

/**
 * Opens what search found: a message or note in its conversation (read by id, so a closed or old one
 * opens too), focused; a visitor's latest conversation; a lead's row in the Leads tab. `openRoom`
 * opens a conversation by id from elsewhere (a report's list), `revealLead` a lead (a link from the sales mail).
 * Returns what to announce when it could not.
 */
export function useOpenFound(dispatch: Dispatch<InboxAction>, showTab: (tab: FoundTab) => void) {
  const [problem, setProblem] = useState('');

  const openRoom = useCallback(
    async (roomId: string, visitorName: string | null) => {
      setProblem('');
      try {
        dispatch({ type: 'found', room: await foundConversation({ roomId, visitorName }) });
      } catch {
        setProblem('Could not open the conversation. Please try again.');
        return false;
      }
      showTab('inbox');
      return true;
    },
    [dispatch, showTab],
  );

  const revealLead = useCallback(
    async (leadId: string) => {
      setProblem('');
      showTab('leads');
      if (!(await revealEntry(foundEntryId('lead', leadId)))) setProblem('This lead is on an older page of Leads.');
    },
    [showTab],
  );

  const open = useCallback(
    async (result: SearchResult) => {
      setProblem('');
      if (result.kind === 'lead') return revealLead(result.id);
      if (!result.roomId || !(await openRoom(result.roomId, result.visitorName))) return;
      if (result.kind === 'message' || result.kind === 'note') await revealEntry(foundEntryId(result.kind, result.id));
    },
    [openRoom, revealLead],
  );

  return { open, openRoom, revealLead, problem };
}
