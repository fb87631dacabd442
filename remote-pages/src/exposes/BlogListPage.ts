import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { BlogListPage } from '../blog/BlogListPage';

export default BlogListPage satisfies RemoteModuleComponent<'pages', './BlogListPage'>;
