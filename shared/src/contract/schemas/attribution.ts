/** The ad networks' click ids a touch keeps: Google (web, and the app-measured gbraid and wbraid), Meta, Microsoft, LinkedIn, TikTok. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id', 'ttclid'] as const;
/** The campaign parameters a touch keeps. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
