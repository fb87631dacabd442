export { BlogListPage as default } from '../blog/BlogListPage';
