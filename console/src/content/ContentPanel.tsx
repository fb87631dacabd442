import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { LoadState } from '../ui/LoadState';
import { button, card, linkButton, panelHeader, primaryButton } from '../ui/styles';
import { PostEditor } from './PostEditor';
import { PostList } from './PostList';
import { fetchPost, fetchPosts } from './postsApi';

/** What the tab shows: the list, a new post, or a saved post by its id. */
type Open = { view: 'list' } | { view: 'new'; saved: boolean } | { view: 'post'; id: number };

/** The blog (admins and editors): the posts, and the editor a post opens in. */
export function ContentPanel({ author }: { author: string }) {
  const [open, setOpen] = useState<Open>({ view: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  // After a move between the list and the editor the focus goes to the new heading, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [open.view, moved]);
  const go = (next: Open) => {
    setMoved(true);
    setOpen(next);
  };

  return (
    <section css={card} aria-labelledby="content-title">
      {open.view === 'list' ? (
        <Posts headingRef={heading} onNew={() => go({ view: 'new', saved: false })} onOpen={(id) => go({ view: 'post', id })} />
      ) : (
        <>
          <div css={panelHeader}>
            <h2 id="content-title" ref={heading} tabIndex={-1}>
              {open.view === 'new' && !open.saved ? 'New post' : 'Edit post'}
            </h2>
            <button type="button" css={button} onClick={() => go({ view: 'list' })}>
              Back to all posts
            </button>
          </div>
          {open.view === 'new' ? (
            // Saved, the new post stays in this editor (its status line and preview with it); only the heading changes.
            <PostEditor initial={null} author={author} onChanged={() => setOpen({ view: 'new', saved: true })} />
          ) : (
            <SavedPost key={open.id} id={open.id} author={author} />
          )}
        </>
      )}
    </section>
  );
}

function Posts({ headingRef, onNew, onOpen }: { headingRef: RefObject<HTMLHeadingElement | null>; onNew: () => void; onOpen: (id: number) => void }) {
  const [result, reload] = useRemoteData('posts', fetchPosts);
  return (
    <>
      <div css={panelHeader}>
        <h2 id="content-title" ref={headingRef} tabIndex={-1}>
          Content
        </h2>
        <button type="button" css={linkButton} onClick={reload}>
          Refresh
        </button>
        <button type="button" css={primaryButton} onClick={onNew}>
          New post
        </button>
      </div>
      <LoadState result={result} what="the posts" retry={reload}>
        {(posts) => <PostList posts={posts} onOpen={onOpen} />}
      </LoadState>
    </>
  );
}

function SavedPost({ id, author }: { id: number; author: string }) {
  const [result, reload] = useRemoteData(`post ${id}`, (signal) => fetchPost(id, signal));
  return (
    <LoadState result={result} what="the post" retry={reload}>
      {(post) => <PostEditor initial={post} author={author} />}
    </LoadState>
  );
}
