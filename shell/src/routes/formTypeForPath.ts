import { matchRoutes } from '@bookcraft/shared/router';
import { ROUTES, type FormType } from '@bookcraft/shared';

/**
 * The lead form type of the page at `pathname` (requirements §2.3), read from the route that renders it, so it matches
 * the page's own forms: a service landing route's type, General for the General landing and every page
 * without a type of its own (/thankyou). Ad pages (/LP-*) carry their type in the landing remote's content,
 * but they never show the landing layout's bottom bar, which is what asks.
 */
export function formTypeForPath(pathname: string): FormType {
  const route = matchRoutes(ROUTES, pathname)?.[0]?.route;
  return route?.module === './ServiceLandingPage' ? route.props.formType : 'General';
}
