import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { InboxPanel } from '../inbox/InboxPanel';
import { useInbox } from '../inbox/useInbox';
import { LeadsPanel } from '../leads/LeadsPanel';
import { useLeadArrivals } from '../leads/useLeadArrivals';
import { AgentSocketProvider } from '../live/AgentSocketProvider';
import { useAttention } from '../notifications/useAttention';
import { useDesktopNotifications } from '../notifications/useDesktopNotifications';
import { useStoredChoice } from '@bookcraft/shared/messaging';
import { currentStaff, type StaffSession } from '../session/staffApi';
import { SignedInMember } from '../session/signedInMember';
import { badge } from '../ui/styles';
import { Tabs } from '../ui/Tabs';
import { VisitorsPanel } from '../visitors/VisitorsPanel';
import { AuditPanel } from '../audit/AuditPanel';
import { SettingsPanel } from '../settings/SettingsPanel';
import { TeamPanel } from '../team/TeamPanel';
import { useLabelList } from '../labels/useLabelList';
import { LabelsPanel } from '../labels/LabelsPanel';
import { SavedRepliesPanel } from '../replies/SavedRepliesPanel';
import { ConsoleHeader } from './ConsoleHeader';
import { consoleLinkIn, forgetConsoleLink } from './consoleLink';
import { ContentPanel } from '../content/ContentPanel';
import type { NewPieceRequest } from '../content/WritingPanel';
import { HelpCenterReader } from '../content/help/HelpCenterReader';
import { ExperimentsPanel } from '../experiments/ExperimentsPanel';
import { AdPlatformsPanel } from '../adPlatforms/AdPlatformsPanel';
import { WebhooksPanel } from '../webhooks/WebhooksPanel';
import { EditorConsole } from './EditorConsole';
import { ConsoleSearch } from '../search/ConsoleSearch';
import { ConsultationsPanel } from '../consultations/ConsultationsPanel';
import { DealsPanel } from '../deals/DealsPanel';
import { useConsultationAlerts } from '../consultations/useConsultationAlerts';
import { useOpenFound } from '../search/useOpenFound';

/** Whether the agent muted the notification sound; remembered in this browser. */
const AGENT_MUTED = { key: 'bookcraft.agent.soundMuted', yes: 'true', no: 'false' };

// Its own chunk, with chart.js behind it: the console loads it only when the Dashboard tab opens.
const DashboardPanel = lazy(() => import('../dashboard/DashboardPanel').then((module) => ({ default: module.DashboardPanel })));
// The reports too: an admin's tab, loaded when it opens.
const ReportsPanel = lazy(() => import('../reports/ReportsPanel').then((module) => ({ default: module.ReportsPanel })));

const main = css`
  max-width: 90rem;
  margin: 0 auto;
  padding: 1rem 1.25rem 2rem;
`;

interface SignedInConsoleProps {
  staff: StaffSession;
  onSignedOut: () => void;
  onRenamed: (staff: StaffSession) => void;
}

export function SignedInConsole({ staff, onSignedOut, onRenamed }: SignedInConsoleProps) {
  const sessionHolds = useCallback(async () => {
    const session = await currentStaff();
    if (!session) onSignedOut();
    return Boolean(session);
  }, [onSignedOut]);

  // An editor's console opens no socket and calls no route of the sales team's: they would all answer 403.
  if (staff.role === 'editor') return <EditorConsole staff={staff} onSignedOut={onSignedOut} onRenamed={onRenamed} />;
  return (
    <SignedInMember value={staff}>
      <AgentSocketProvider sessionHolds={sessionHolds}>
        <ConsoleScreen staff={staff} onSignedOut={onSignedOut} onRenamed={onRenamed} />
      </AgentSocketProvider>
    </SignedInMember>
  );
}

function ConsoleScreen({ staff, onSignedOut, onRenamed }: SignedInConsoleProps) {
  const inbox = useInbox();
  const [muted, setMuted] = useStoredChoice(AGENT_MUTED);
  useAttention(inbox.inbox.alerts.length, muted);
  useDesktopNotifications(inbox.inbox, staff.id);
  const unread = inbox.inbox.rooms.reduce((sum, room) => sum + room.unread, 0);
  // A link from the sales mail opens its lead or person in Leads.
  const [link] = useState(() => consoleLinkIn(window.location.hash));
  const [tab, setTab] = useState(link ? 'leads' : 'inbox');
  const found = useOpenFound(inbox.dispatch, setTab);
  const leadArrivals = useLeadArrivals(tab === 'leads');
  const consultationAlerts = useConsultationAlerts(tab === 'consultations');
  const { revealLead } = found;
  useEffect(() => {
    if (!link) return;
    forgetConsoleLink();
    if ('lead' in link) void revealLead(link.lead);
  }, [link, revealLead]);
  const labelList = useLabelList();
  // A knowledge gap in the reports becomes a help article: the Content tab opens on it, titled with the question.
  const [newHelpArticle, setNewHelpArticle] = useState<NewPieceRequest | null>(null);
  const writeHelpArticle = (title: string) => {
    setNewHelpArticle({ title });
    setTab('content');
  };
  // Agents never see the admin tabs; the server refuses their calls (403) all the same.
  const isAdmin = staff.role === 'admin';
  const roleTabs = isAdmin
    ? [
        { key: 'team', label: 'Team', panel: () => <TeamPanel /> },
        { key: 'settings', label: 'Settings', panel: () => <SettingsPanel /> },
        { key: 'labels', label: 'Labels', panel: () => <LabelsPanel list={labelList} /> },
        { key: 'audit', label: 'Audit log', panel: () => <AuditPanel /> },
        {
          key: 'reports',
          label: 'Reports',
          panel: () => (
            <Suspense fallback={<p role="status">Loading the reports…</p>}>
              <ReportsPanel onOpenConversation={found.openRoom} onWriteHelpArticle={writeHelpArticle} />
            </Suspense>
          ),
        },
        { key: 'content', label: 'Content', panel: () => <ContentPanel author={staff.name} newHelpArticle={newHelpArticle} /> },
        { key: 'experiments', label: 'Experiments', panel: () => <ExperimentsPanel /> },
        {
          key: 'integrations',
          label: 'Integrations',
          panel: () => (
            <>
              <WebhooksPanel />
              <AdPlatformsPanel />
            </>
          ),
        },
      ]
    : // An agent answers with the help center's articles and changes none; an admin reads and writes them under Content.
      [{ key: 'help-center', label: 'Help center', panel: () => <HelpCenterReader /> }];

  return (
    <>
      <ConsoleHeader staff={staff} muted={muted} onMutedChange={setMuted} onSignedOut={onSignedOut} onRenamed={onRenamed} />
      <main css={main}>
        <ConsoleSearch onOpen={found.open} problem={found.problem} />
        <Tabs
          label="Console sections"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: 'inbox',
              label: <CountedLabel label="Inbox" count={unread} what="unread" />,
              panel: () => <InboxPanel inbox={inbox} staffId={staff.id} staffName={staff.name} isAdmin={isAdmin} labels={labelList.labels} openConversation={found.openRoom} />,
            },
            { key: 'visitors', label: 'Visitors', panel: () => <VisitorsPanel handlesPrivacyRequests={isAdmin} /> },
            {
              key: 'dashboard',
              label: 'Dashboard',
              panel: () => (
                <Suspense fallback={<p role="status">Loading the dashboard…</p>}>
                  <DashboardPanel />
                </Suspense>
              ),
            },
            {
              key: 'leads',
              label: <CountedLabel label="Leads" count={leadArrivals.unseen} what="new" />,
              panel: () => <LeadsPanel initialPerson={link && 'person' in link ? link.person : null} arrivals={leadArrivals} />,
            },
            {
              key: 'consultations',
              label: <CountedLabel label="Consultations" count={consultationAlerts.unseen} what="new" />,
              panel: () => <ConsultationsPanel isAdmin={isAdmin} version={consultationAlerts.version} />,
            },
            { key: 'deals', label: 'Deals', panel: () => <DealsPanel isAdmin={isAdmin} /> },
            { key: 'saved-replies', label: 'Saved replies', panel: () => <SavedRepliesPanel isAdmin={isAdmin} /> },
            ...roleTabs,
          ]}
        />
        <p role="status" css={visuallyHidden}>
          {consultationAlerts.announcement}
        </p>
      </main>
    </>
  );
}

/** A tab's name with its count beside it while there is one ("Inbox 3 unread", "Leads 1 new"). */
function CountedLabel({ label, count, what }: { label: string; count: number; what: string }) {
  return (
    <>
      {label}
      {count > 0 && (
        <>
          {' '}
          <span css={badge}>
            {count}
            <span css={visuallyHidden}> {what}</span>
          </span>
        </>
      )}
    </>
  );
}
