import { useEffect, useState } from 'react';
import { STAFF_ONLY_EVENTS, type ConsultationAlert } from '@bookcraft/shared/contracts';
import { useSocketEvent } from '../live/AgentSocketProvider';
import { notifyIfHidden } from '../notifications/desktopNotifications';

export interface ConsultationAlerts {
  /** Calls that came since the Consultations tab was last looked at: the tab's count. */
  unseen: number;
  /** The latest, as a sentence for the console's live region. */
  announcement: string;
  /** Changes with every alert: the open calendar fetches again. */
  version: number;
}

const TITLES: Record<ConsultationAlert['change'], string> = { booked: 'Consultation booked', assigned: 'Consultation assigned to you' };

/** When a call is, in the member's own clock: "Monday, March 15, 9:00 AM". */
const whenOf = (start: string) => new Date(start).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * Free consultations booked with this member, or given to them, while the console is open: a desktop
 * alert while its tab is hidden, a count on the Consultations tab, and a sentence read out.
 * `watching` is whether the Consultations tab is the one shown.
 */
export function useConsultationAlerts(watching: boolean): ConsultationAlerts {
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [version, setVersion] = useState(0);
  useSocketEvent(STAFF_ONLY_EVENTS.consultation, (alert) => {
    const title = TITLES[alert.change];
    const body = `${alert.personName}, ${whenOf(alert.start)}`;
    notifyIfHidden(title, { body, tag: `consultation-${alert.consultationId}` });
    setAnnouncement(`${title}: ${body}.`);
    setVersion((current) => current + 1);
    if (!watching) setUnseen((current) => current + 1);
  });
  useEffect(() => {
    if (watching) setUnseen(0);
  }, [watching]);
  return { unseen, announcement, version };
}
