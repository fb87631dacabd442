import { InfoPage } from '../blocks/InfoPage';
import { legalPages } from '../content/legal';

export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  return <InfoPage content={legalPages[document]} />;
}
