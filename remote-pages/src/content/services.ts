import type { InfoPageContent } from './types';

const service = (title: string, description: string, lead: string, steps: string[]): InfoPageContent => ({
  head: { title, description },
  title,
  lead,
  cta: 'Get a Free Consultation',
  sections: [{ heading: 'How it works', paragraphs: steps }],
});

/** One entry per service page of SPEC §2.1, keyed by the path after /services/. */
export const servicePages: Record<string, InfoPageContent> = {
  ghostwriting: service('Ghostwriting', 'Professional ghostwriters who turn your ideas, notes or memories into a finished book in your voice.', 'You have the story; our ghostwriters find the words, in your voice, under your name.', ['We interview you and agree on an outline.', 'Your writer drafts chapter by chapter, with your review after each one.', 'The finished manuscript goes to editing and is yours, with every right and every royalty.']),
  'ghostwriting/fiction': service('Fiction Ghostwriting', 'Novels and short fiction written from your idea, characters and world.', 'Characters, plot and world-building from your idea, written by novelists who love your genre.', ['We shape the premise and the cast with you.', 'You approve a chapter-by-chapter plot outline.', 'Drafts arrive in stages for your notes.']),
  'ghostwriting/non-fiction': service('Non-Fiction Ghostwriting', 'Memoirs, business books and how-to guides written from your expertise.', 'Memoirs, business books and guides: your knowledge and experience, clearly told.', ['We record interviews and gather your material.', 'We build a structure that serves your reader.', 'You review every chapter before it is final.']),
  'ghostwriting/children-book': service("Children's Book Ghostwriting", "Picture books and early readers written for the age you have in mind.", 'Stories that children ask for again, written for the age and reading level you choose.', ['We agree on the age group, message and characters.', 'We write the text with page breaks for the illustrator.', 'Illustration and layout follow when you are happy.']),
  'ghostwriting/script-writing': service('Script Writing', 'Screenplays and stage scripts written from your story.', 'Screenplays and scripts in industry format, from your story or your book.', ['We outline the acts and scenes with you.', 'You get a first draft in industry format.', 'Two rounds of revisions are included.']),
  proofreading: service('Editing & Proofreading', 'Developmental editing, copy-editing and proofreading by professional editors.', 'From structure to commas: editors who make your book read the way you meant it.', ['A sample edit shows you our approach for free.', 'Your editor works through the manuscript with tracked changes.', 'A final proofread catches what is left.']),
  'cover-design': service('Cover Design & Illustration', 'Custom book covers and illustrations, with three cover concepts to choose from.', 'Three cover concepts, unlimited tweaks on the one you pick, delivered in 1–4 weeks.', ['Tell us about your book and the covers you love.', 'Choose from three concepts.', 'Receive print and e-book files ready to upload.']),
  formatting: service('Formatting', 'Interior formatting for e-book, paperback and hardcover editions.', 'Clean interiors for e-book, paperback and hardcover that meet every retailer’s rules.', ['We format your manuscript for each edition.', 'You proof the layout.', 'You get files ready for every platform.']),
  'audio-book': service('Audiobook', 'Professional narration and production for audiobook retailers.', 'Professional narrators and studio production that bring your book to listeners.', ['Choose your narrator from auditions.', 'We record and master in the studio.', 'We deliver files that meet audiobook retailers’ standards.']),
  publishing: service('Publishing', 'Self-publishing with ISBN, copyright and global distribution on 50+ platforms.', 'ISBN, copyright and distribution to 50+ platforms in 100+ countries, in 3–6 weeks, with 100% royalties.', ['We prepare your files and metadata.', 'We register your ISBN and copyright.', 'Your book goes live worldwide, in your name.']),
  marketing: service('Marketing & Promotion', 'Book marketing plans, launches, advertising and publicity.', 'A launch plan, ads and publicity that put your book in front of its readers.', ['We study your genre and readers.', 'We build a marketing plan with you.', 'We run the launch and report what works.']),
  'author-web': service("Author's Website", 'Author websites that sell your books and grow your mailing list.', 'A website that introduces you, sells your books and grows your list of readers.', ['We plan the pages with you.', 'We design and build the site.', 'We hand it over with training, or keep it running for you.']),
  'video-trailer': service('Video Trailer', 'Book trailers produced in 2 to 4 weeks through a 6-step process.', 'A cinematic trailer for your book, produced in 2 to 4 weeks through our 6-step process.', ['We write the script and storyboard.', 'We produce, edit and score the trailer.', 'You get versions sized for every social platform.']),
};
