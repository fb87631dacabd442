import { InfoPage } from '../blocks/InfoPage';
import { home } from '../content/site';

export function HomePage() {
  return <InfoPage content={home} />;
}
