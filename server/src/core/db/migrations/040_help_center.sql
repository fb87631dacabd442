-- The help center (docs/help-center.md): articles editors and admins write and publish, shown at
-- /help and suggested in the chat before a member joins.
CREATE TABLE help_articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  -- What the chat shows under a question, and the page's first paragraph.
  short_answer text NOT NULL,
  -- The blog's Markdown, sanitised the same way when shown.
  body text NOT NULL DEFAULT '',
  category text NOT NULL,
  -- The site's pages that say the same (a FAQ, a price table), linked from the article.
  related_paths text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL
);

-- Every save keeps the editable fields; restoring one saves them again as the newest.
CREATE TABLE help_article_revisions (
  id bigserial PRIMARY KEY,
  article_id uuid NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE,
  slug text NOT NULL,
  title text NOT NULL,
  short_answer text NOT NULL,
  body text NOT NULL,
  category text NOT NULL,
  related_paths text[] NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by uuid REFERENCES staff_accounts (id) ON DELETE SET NULL
);
CREATE INDEX help_article_revisions_article ON help_article_revisions (article_id, id DESC);

-- One number that changes with anything the public help pages or the chat's search show: each
-- node's search index and page cache key on it.
CREATE TABLE help_version (version bigint NOT NULL);
INSERT INTO help_version (version) VALUES (1);

-- The chat's line of suggested answers carries them: each article's slug, title, short answer and address.
ALTER TABLE chat_messages ADD COLUMN suggestions jsonb;

-- Every visitor question the chat searched the help center for, before a member joined: what it
-- suggested (nothing: a knowledge gap) and how it ended. `answered`: the visitor said it answered
-- their question, or did not ask for a person within a day; `handed_over`: they asked for a person.
CREATE TABLE help_questions (
  id bigserial PRIMARY KEY,
  room_id bigint NOT NULL REFERENCES chat_rooms (id) ON DELETE CASCADE,
  message_id bigint NOT NULL UNIQUE REFERENCES chat_messages (id) ON DELETE CASCADE,
  question text NOT NULL,
  suggested uuid[] NOT NULL DEFAULT '{}',
  outcome text CHECK (outcome IN ('answered', 'handed_over')),
  asked_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX help_questions_asked ON help_questions (asked_at);
CREATE INDEX help_questions_open ON help_questions (room_id) WHERE outcome IS NULL;
