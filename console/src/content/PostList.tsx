import { mutedText } from '../ui/styles';
import type { PostSummary } from './postsApi';
import { stateLabel } from './postState';
import { WritingTable } from './WritingTable';

interface PostListProps {
  posts: PostSummary[];
  onOpen: (id: number) => void;
}

/** Every post with its state and last change, newest change first; a title opens the post in the editor. */
export function PostList({ posts, onOpen }: PostListProps) {
  if (posts.length === 0) return <p css={mutedText}>No posts yet. Start one with New post.</p>;
  const newestFirst = [...posts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return <WritingTable caption="Posts" items={newestFirst} stateOf={stateLabel} onOpen={onOpen} />;
}
