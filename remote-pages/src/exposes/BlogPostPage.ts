export { BlogPostPage as default } from '../blog/BlogPostPage';
