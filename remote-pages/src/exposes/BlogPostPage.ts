import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { BlogPostPage } from '../blog/BlogPostPage';

export default BlogPostPage satisfies RemoteModuleComponent<'pages', './BlogPostPage'>;
