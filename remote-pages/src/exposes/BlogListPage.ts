export { BlogListPage as default } from '../pages/BlogListPage';
