import { InfoPage } from '../blocks/InfoPage';
import { servicesOverview } from '../content/site';

export function ServicesPage() {
  return <InfoPage content={servicesOverview} />;
}
