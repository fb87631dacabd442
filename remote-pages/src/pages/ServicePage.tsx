import { InfoPage } from '../blocks/InfoPage';
import { servicePages } from '../content/services';

/** Every service page of SPEC §2.1: one layout, one data entry per service. */
export function ServicePage({ slug }: { slug: string }) {
  const content = servicePages[slug] ?? servicePages.publishing;
  return (
    <InfoPage
      content={{
        ...content,
        links: [...(content.links ?? []), { to: `/contact/${slug.split('/').pop()}`, label: `Ask us about ${content.title}` }],
      }}
    />
  );
}
