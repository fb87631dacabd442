import { InfoPage } from '../blocks/InfoPage';
import { about } from '../content/site';

export function AboutPage() {
  return <InfoPage content={about} />;
}
