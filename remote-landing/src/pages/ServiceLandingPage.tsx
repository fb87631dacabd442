import type { FormType } from '@bookcraft/shared';
import { SERVICE_LANDINGS } from '../content/pages';
import { LandingPage } from './LandingPage';

/** Every service landing page of requirements §2.3, and the General landing of any other path. */
export function ServiceLandingPage({ slug }: { slug: string; formType: FormType }) {
  return <LandingPage content={SERVICE_LANDINGS[slug] ?? SERVICE_LANDINGS.general!} />;
}
