-- The blog written in the console: a post's state, its SEO fields and who changed it last.
-- The seeded posts become ordinary published posts; their blank-line paragraphs already are Markdown.
ALTER TABLE blog_posts ADD COLUMN status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished'));
ALTER TABLE blog_posts ADD COLUMN scheduled_at timestamptz;
ALTER TABLE blog_posts ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE blog_posts ADD COLUMN date_modified timestamptz;
ALTER TABLE blog_posts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE blog_posts ADD COLUMN updated_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL;
ALTER TABLE blog_posts ADD COLUMN author text NOT NULL DEFAULT 'Book Craft';
ALTER TABLE blog_posts ADD COLUMN seo_title text NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN seo_description text NOT NULL DEFAULT '';
ALTER TABLE blog_posts ADD COLUMN share_image text NOT NULL DEFAULT '';
UPDATE blog_posts SET status = 'published', date_modified = published_at, updated_at = published_at;
-- The scheduler's one question: which scheduled posts are due.
CREATE INDEX blog_posts_scheduled ON blog_posts (scheduled_at) WHERE status = 'scheduled';

-- Every save keeps the editable fields; restoring one saves them again as the newest.
CREATE TABLE blog_post_revisions (
  id bigserial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  title text NOT NULL,
  slug text NOT NULL,
  excerpt text NOT NULL,
  body text NOT NULL,
  image text NOT NULL,
  author text NOT NULL,
  seo_title text NOT NULL,
  seo_description text NOT NULL,
  share_image text NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL
);
CREATE INDEX blog_post_revisions_post ON blog_post_revisions (post_id, id DESC);

-- One number that changes with anything a public blog page, the sitemap or the feed shows: caches key on it.
CREATE TABLE blog_version (version bigint NOT NULL);
INSERT INTO blog_version (version) VALUES (1);

-- Editors write the blog.
ALTER TABLE staff_accounts DROP CONSTRAINT staff_accounts_role_check;
ALTER TABLE staff_accounts ADD CONSTRAINT staff_accounts_role_check CHECK (role IN ('admin', 'agent', 'editor'));
ALTER TABLE staff_links DROP CONSTRAINT staff_links_role_check;
ALTER TABLE staff_links ADD CONSTRAINT staff_links_role_check CHECK (role IN ('admin', 'agent', 'editor'));
