import { storedVisitor } from '@bookcraft/shared';

/** Who and where a lead comes from, as the page knows it. */
export interface PageContext {
  customerId?: string;
  link: string;
}

export const currentPage = (): PageContext => ({ customerId: storedVisitor()?.customerId, link: window.location.href });
