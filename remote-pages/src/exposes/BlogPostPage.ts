export { BlogPostPage as default } from '../pages/BlogPostPage';
