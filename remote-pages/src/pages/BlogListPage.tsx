import { InfoPage } from '../blocks/InfoPage';
import { blogs } from '../content/site';

export function BlogListPage() {
  return <InfoPage content={blogs} />;
}
