import { useParams } from 'react-router-dom';
import { InfoPage } from '../blocks/InfoPage';

export function BlogPostPage() {
  const { id = '' } = useParams();
  return (
    <InfoPage
      content={{
        head: { title: `Article ${id}`, description: 'An article for authors from the Book Craft blog.' },
        title: `Article ${id}`,
        lead: 'Articles are loaded from the blog.',
        sections: [],
        links: [{ to: '/blogs', label: 'All articles' }],
      }}
    />
  );
}
