import { DateTime } from 'luxon';
import type { ConversionFacts } from './conversionFacts';
import type { AdPlatformRules } from './platform';
import { DAY_MS, eventIdOf, joinUrl, valueOf } from './platform';
import { hashedEmail, hashedPhone } from './hashedContacts';

/** Google Ads takes a click's conversion up to 90 days after the click. */
export const GOOGLE_CLICK_WINDOW_DAYS = 90;

/** Google's click ids: a web click's, and the two measured in apps (iOS); a conversion names exactly one. */
const GOOGLE_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const;

/** The person's Google click id seen last, with its name, or undefined when no Google ad brought them. */
function lastGoogleClick(clicks: ConversionFacts['clicks']) {
  const seen = GOOGLE_CLICK_IDS.flatMap((name) => (clicks[name] ? [{ name, click: clicks[name] }] : []));
  return seen.sort((a, b) => b.click.lastSeen.getTime() - a.click.lastSeen.getTime())[0];
}

/** Google Ads' click conversions (`customers/{id}:uploadClickConversions`), by the person's last Google click id. */
export const google: AdPlatformRules = {
  build(facts, settings) {
    const last = lastGoogleClick(facts.clicks);
    if (!last) return null;
    const { name, click } = last;
    const ids = { clickId: click.id, eventId: eventIdOf(facts) };
    if (facts.at.getTime() - click.at.getTime() > GOOGLE_CLICK_WINDOW_DAYS * DAY_MS) return { ...ids, skipped: `The Google click is older than Google's ${GOOGLE_CLICK_WINDOW_DAYS} days.` };
    const action = settings.conversion_actions[facts.stage.id];
    if (!action) return { ...ids, skipped: `No Google Ads conversion action is set for the stage ${facts.stage.name}.` };
    const value = valueOf(facts);
    const identifiers = settings.share_contacts
      ? [hashedEmail(facts.email) && { hashedEmail: hashedEmail(facts.email) }, hashedPhone(facts.phone, 'e164') && { hashedPhoneNumber: hashedPhone(facts.phone, 'e164') }].filter(Boolean)
      : [];
    return {
      ...ids,
      conversion: {
        [name]: click.id,
        conversionAction: `customers/${settings.account_id.replace(/-/g, '')}/conversionActions/${action}`,
        conversionDateTime: DateTime.fromJSDate(facts.at, { zone: facts.timeZone }).toFormat('yyyy-MM-dd HH:mm:ssZZ'),
        ...(value && { conversionValue: value.value, currencyCode: value.currency }),
        orderId: ids.eventId,
        ...(identifiers.length > 0 && { userIdentifiers: identifiers }),
        consent: { adUserData: settings.share_contacts ? 'GRANTED' : 'DENIED' },
      },
    };
  },
  request(settings, conversion) {
    const customer = settings.account_id.replace(/-/g, '');
    return {
      url: joinUrl(settings.endpoint, `customers/${customer}:uploadClickConversions`),
      headers: { Authorization: `Bearer ${settings.access_token}`, 'developer-token': settings.developer_token },
      body: { conversions: [conversion], partialFailure: true },
    };
  },
  // A click's window was checked when the conversion was made; retries may go on until they give up.
  tooLate: () => undefined,
};
