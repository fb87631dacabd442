import type { AdPlatformRules } from './platform';
import { DAY_MS, eventIdOf, joinUrl, valueOf } from './platform';
import { hashedEmail, hashedPhone } from './hashedContacts';

/** Meta takes a server event up to 7 days after it happened. */
const EVENT_WINDOW_DAYS = 7;

/** Meta's standard event for a booked call and for a sale; any other stage is a custom event of its name. */
const eventName = (kind: string, name: string) => (kind === 'consultation' ? 'Schedule' : kind === 'won' ? 'Purchase' : name);

/** Meta's Conversions API (`/{dataset id}/events`), by the person's fbclid as `fbc`. */
export const meta: AdPlatformRules = {
  build(facts, settings) {
    const click = facts.clicks.fbclid;
    if (!click) return null;
    const eventId = eventIdOf(facts);
    const value = valueOf(facts);
    const email = settings.share_contacts ? hashedEmail(facts.email) : undefined;
    const phone = settings.share_contacts ? hashedPhone(facts.phone, 'digits') : undefined;
    return {
      clickId: click.id,
      eventId,
      conversion: {
        event_name: eventName(facts.stage.kind, facts.stage.name),
        event_time: Math.floor(facts.at.getTime() / 1000),
        action_source: 'system_generated',
        event_id: eventId,
        user_data: { ...(email && { em: [email] }), ...(phone && { ph: [phone] }), fbc: `fb.1.${click.at.getTime()}.${click.id}` },
        ...(value && { custom_data: value }),
      },
    };
  },
  request(settings, conversion) {
    return { url: joinUrl(settings.endpoint, `${settings.account_id}/events`), headers: {}, body: { data: [conversion], access_token: settings.access_token } };
  },
  tooLate: (convertedAt, now) => (now.getTime() - convertedAt.getTime() > EVENT_WINDOW_DAYS * DAY_MS ? `Past Meta's ${EVENT_WINDOW_DAYS} days from the event.` : undefined),
};
