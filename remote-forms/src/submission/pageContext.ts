import { readCustomerId } from '../customer/updateCustomerOnBlur';

/** Who and where a lead comes from, as the page knows it. */
export interface PageContext {
  customerId?: string;
  link: string;
}

export const currentPage = (): PageContext => ({ customerId: readCustomerId(), link: window.location.href });
