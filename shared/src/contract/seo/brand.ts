export const SITE_NAME = 'Book Craft';
export const DEFAULT_SHARE_IMAGE = '/images/share-default.png';
