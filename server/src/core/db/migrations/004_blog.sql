-- The blog: articles for authors, seeded with a first set.
CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  excerpt text NOT NULL,
  body text NOT NULL,
  image text NOT NULL,
  published_at timestamptz NOT NULL
);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC);

INSERT INTO blog_posts (slug, title, excerpt, body, image, published_at) VALUES
('how-to-know-your-manuscript-is-ready', 'How to Know Your Manuscript Is Ready for an Editor',
 'Five checks that tell you whether to revise once more or hand your book to a professional.',
 'Sending a manuscript to an editor too early costs money; sending it too late costs months. Before you book an edit, read the whole draft in one or two sittings, on paper or on a different device, and note every place where you lost interest.

Check the structure first: can you describe what each chapter does in one sentence? If two chapters do the same job, merge them. If a chapter does no job, cut it. Editors can fix sentences quickly; they cannot decide what your book is about.

Then check consistency: names, dates, the colour of a character''s eyes, the order of events. Keep a simple style sheet as you go, and send it to your editor with the manuscript.

Finally, ask two readers who fit your audience, not your family, to read it. When they stumble at the same places, you know what to fix. When their notes start to contradict each other, your manuscript is ready for a professional.',
 'hero-editing', '2026-09-02'),
('what-a-cover-must-do-in-one-second', 'What a Book Cover Must Do in One Second',
 'Readers scroll past thumbnails at speed. Here is what makes them stop.',
 'On a store page your cover is the size of a postage stamp. In that space it has one job: tell the right reader, instantly, that this book is for them. Genre signals come first: romance readers, thriller readers and cookbook buyers each expect a different look.

Keep the title large and the elements few. A single strong image beats a collage, and a legible title beats a clever typeface. Test your cover at 100 pixels wide next to the bestsellers of your genre.

Finally, think in series. If you plan more books, design a system: a shared layout, typeface and colour logic that makes the next cover recognisably part of the family.',
 'hero-cover', '2026-09-16'),
('self-publishing-vs-traditional-publishing', 'Self-Publishing or Traditional Publishing?',
 'Rights, royalties, timelines and control: an honest comparison for first-time authors.',
 'Traditional publishing offers an advance, distribution into bookshops and a team you do not pay directly. In exchange you sell rights, usually earn a royalty of 10 to 25 percent, and wait a year or two from contract to shelf.

Self-publishing keeps every right and every royalty with you. You decide the cover, the price and the launch date, and your book can be on sale in weeks. In exchange you pay for editing, design and marketing, or do them yourself.

Many authors now do both. Whichever you choose, the book needs the same things: a strong edit, a professional cover and a plan for finding readers.',
 'hero-self', '2026-09-30'),
('isbn-copyright-and-distribution-explained', 'ISBN, Copyright and Distribution, Explained',
 'The paperwork behind a published book, and which parts you should own.',
 'An ISBN identifies one edition of your book: the eBook, the paperback and the hardcover each need their own. Owning your ISBNs, rather than using a free one from a retailer, keeps you listed as the publisher everywhere.

Copyright is yours the moment you write the book; registering it gives you a public record and stronger options if someone copies your work.

Distribution decides where readers can buy the book. Online retailers cover most sales, but print-on-demand distributors can also put your paperback in front of bookshops and libraries in more than 100 countries.',
 'hero-publishing', '2026-10-14'),
('launch-week-checklist', 'The Launch Week Checklist for New Authors',
 'What to prepare before release day so your first week builds momentum.',
 'A launch starts weeks before release day. Gather early readers who will leave honest reviews in the first days, prepare your store description and categories, and set up a simple page where readers can join your mailing list.

During launch week, focus on one or two channels where your readers already gather rather than trying everything. Share the story behind the book, not only the buy link.

After launch, keep going: most books find their readers over months, not days. Plan one activity a week for the first three months and measure which ones move sales.',
 'hero-marketing', '2026-10-28'),
('working-with-a-ghostwriter', 'Working with a Ghostwriter: What to Expect',
 'How a ghostwritten book comes together, and how to keep it in your voice.',
 'A ghostwriting project begins with conversations. Your writer interviews you, records your stories and opinions, and learns how you speak. The more material you share, the more the book sounds like you.

Next comes an outline that you approve chapter by chapter. Drafting follows in stages, with your review after each one, so there are no surprises at the end.

The finished manuscript is yours: your name on the cover, every right and every royalty. A confidentiality agreement means nobody needs to know you had help, unless you want to say so.',
 'hero-ghostwriting', '2026-11-11');
