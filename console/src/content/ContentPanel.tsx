import { useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { button } from '../ui/styles';
import { HelpArticleEditor } from './help/HelpArticleEditor';
import { HelpArticleList } from './help/HelpArticleList';
import { fetchHelpArticle, fetchHelpArticles } from './help/helpArticlesApi';
import { PostEditor } from './PostEditor';
import { PostList } from './PostList';
import { fetchPost, fetchPosts } from './postsApi';
import { WritingPanel, type NewPieceRequest } from './WritingPanel';

const switcher = css`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;

interface Section {
  key: string;
  label: string;
  panel: () => ReactNode;
}

interface ContentPanelProps {
  author: string;
  /** Opens the help center on a new article with this title (a knowledge gap from the reports). */
  newHelpArticle?: NewPieceRequest | null;
}

/**
 * What the content team writes (admins and editors): the blog and the help center as one tab,
 * "Blog | Help center", so an admin's tabs still fit one row. A section is mounted the first time it is
 * shown and kept, so an article half written survives a look at the blog.
 */
export function ContentPanel({ author, newHelpArticle = null }: ContentPanelProps) {
  const sections: Section[] = [
    {
      key: 'blog',
      label: 'Blog',
      panel: () => (
        <WritingPanel
          title="Blog"
          noun="post"
          list={{ key: 'posts', what: 'the posts', load: fetchPosts, show: (posts, onOpen) => <PostList posts={posts} onOpen={onOpen} /> }}
          load={fetchPost}
          editor={(post, onSaved) => <PostEditor initial={post} author={author} onChanged={onSaved} />}
        />
      ),
    },
    {
      key: 'help',
      label: 'Help center',
      panel: () => (
        <WritingPanel
          title="Help center"
          noun="article"
          list={{ key: 'help articles', what: 'the articles', load: fetchHelpArticles, show: (articles, onOpen) => <HelpArticleList articles={articles} onOpen={onOpen} /> }}
          load={fetchHelpArticle}
          editor={(article, onSaved, title) => <HelpArticleEditor initial={article} title={title} onChanged={onSaved} />}
          requested={newHelpArticle}
        />
      ),
    },
  ];
  // Opened for a new help article, the tab does not load the blog's list for nothing.
  const [selected, setSelected] = useState(newHelpArticle ? 'help' : 'blog');
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([selected]));
  const select = (key: string) => {
    setSelected(key);
    setShown((before) => new Set(before).add(key));
  };
  // A new article asked for shows the help center, as WritingPanel takes it: while rendering.
  const [handled, setHandled] = useState<NewPieceRequest | null>(null);
  if (newHelpArticle && newHelpArticle !== handled) {
    setHandled(newHelpArticle);
    select('help');
  }
  return (
    <>
      <div css={switcher} role="group" aria-label="Content section">
        {sections.map((section) => (
          <button key={section.key} type="button" css={button} aria-pressed={selected === section.key} onClick={() => select(section.key)}>
            {section.label}
          </button>
        ))}
      </div>
      {sections.map(
        (section) =>
          shown.has(section.key) && (
            <div key={section.key} hidden={selected !== section.key}>
              {section.panel()}
            </div>
          ),
      )}
    </>
  );
}
