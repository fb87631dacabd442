import { formatDateTime } from '../ui/format';
import { dataTable, linkButton, mutedText } from '../ui/styles';
import type { PostSummary } from './postsApi';
import { stateLabel } from './postState';

interface PostListProps {
  posts: PostSummary[];
  onOpen: (id: number) => void;
}

/** Every post with its state and last change, newest change first; a title opens the post in the editor. */
export function PostList({ posts, onOpen }: PostListProps) {
  if (posts.length === 0) return <p css={mutedText}>No posts yet. Start one with New post.</p>;
  const newestFirst = [...posts].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <table css={dataTable}>
      <caption css={mutedText}>Posts</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">State</th>
          <th scope="col">Last change</th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((post) => (
          <tr key={post.id}>
            <th scope="row">
              <button type="button" css={linkButton} onClick={() => onOpen(post.id)}>
                {post.title}
              </button>
            </th>
            <td>{stateLabel(post)}</td>
            <td>
              {formatDateTime(post.updatedAt)}
              {post.updatedBy && `, by ${post.updatedBy}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
