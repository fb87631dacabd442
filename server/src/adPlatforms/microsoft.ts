import type { AdPlatformRules } from './platform';
import { DAY_MS, eventIdOf, joinUrl, valueOf } from './platform';

/** Microsoft Advertising takes an offline conversion up to 90 days after the click. */
const CLICK_WINDOW_DAYS = 90;

/** Microsoft Advertising's offline conversions (`OfflineConversions/Apply`), by the person's msclkid; the goal is named as the stage. */
export const microsoft: AdPlatformRules = {
  build(facts) {
    const click = facts.clicks.msclkid;
    if (!click) return null;
    const ids = { clickId: click.id, eventId: eventIdOf(facts) };
    if (facts.at.getTime() - click.at.getTime() > CLICK_WINDOW_DAYS * DAY_MS) return { ...ids, skipped: `The Microsoft click is older than Microsoft's ${CLICK_WINDOW_DAYS} days.` };
    const value = valueOf(facts);
    return {
      ...ids,
      conversion: {
        MicrosoftClickId: click.id,
        ConversionName: facts.stage.name,
        ConversionTime: facts.at.toISOString(),
        ...(value && { ConversionValue: value.value, ConversionCurrencyCode: value.currency }),
      },
    };
  },
  request(settings, conversion) {
    return {
      url: joinUrl(settings.endpoint, 'OfflineConversions/Apply'),
      headers: { Authorization: `Bearer ${settings.access_token}`, DeveloperToken: settings.developer_token, CustomerId: settings.customer_id, CustomerAccountId: settings.account_id },
      body: { OfflineConversions: [conversion] },
    };
  },
  tooLate: () => undefined,
};
