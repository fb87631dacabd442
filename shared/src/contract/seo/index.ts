// Head data of the informational pages (requirements §2.1) and the tags made from it:
// plain data and pure functions, imported by the pages and by the server.
export { SITE_HEADS, shareImageOf } from './siteHeads';
export { SITE_NAME } from './brand';
export { siteHeadFor, canonicalPathFor, declaredPathFor, normalizePath } from './siteHeadFor';
export { contactTopic, contactPath, contactPathFor, CONTACT_SERVICES, type ContactTopic, type ContactService, type PackageOption } from './contactTopic';
export { blogPostHead, ARTICLE_NOT_FOUND_HEAD, ARTICLE_REMOVED_HEAD, type BlogPostHeadSource } from './blogPostHead';
export { helpArticleHead, HELP_ARTICLE_NOT_FOUND_HEAD, type HelpArticleSource } from './helpHeads';
export { headTags, renderHeadTags, pageTitle, type HeadTag } from './headTags';
export {
  organizationData,
  faqPageData,
  blogPostingData,
  breadcrumbData,
  pricingServiceData,
  serviceTrailFor,
  SERVICE_NAMES,
  structuredDataScript,
  structuredDataJson,
  type StructuredData,
  type TrailStep,
} from './structuredData';
