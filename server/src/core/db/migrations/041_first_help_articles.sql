-- The help center's first articles (docs/help-center.md): the site's FAQ answers, prices and services,
-- consolidated by topic and linked back to the pages that state them. Editors change them in the console.
INSERT INTO help_articles (slug, title, short_answer, body, category, related_paths, status, published_at, created_at, updated_at) VALUES
  ('packages-and-prices', 'How much does it cost? Our packages and prices', 'Our six publishing packages run from Starter at $399 to Ultimate at $11,899. Ghostwriting and other single services get a fixed price after a free consultation.', 'Six publishing packages, each adding to the one before:

- **Starter, $399**: basic proofreading and eBook formatting, 3 platforms.
- **Essential, $799**: detailed editing, eBook and paperback formatting, a template cover and an ISBN, 6 platforms.
- **Professional, $1,299**: comprehensive editing, eBook, paperback and hardcover, a custom cover, a marketing consultation, ISBN and copyright filing, 10 platforms.
- **Premium, $2,599**: adds social media setup and an author website, 15 platforms.
- **Elite, $6,599**: adds custom illustrations, advanced marketing and publicity and ongoing social marketing, 20 platforms.
- **Ultimate, $11,899**: adds a 1-year marketing plan, a pre-selling launch, a video trailer and personal branding, 100+ platforms.

“Platforms” is the number of retailers and libraries your book is distributed to. There are no hidden fees, you keep 100% of your royalties on every package, and you can upgrade later by paying only the difference. Compare them on the [pricing page](/book-publishing-services-pricing).

Ghostwriting, audiobooks, trailers and other single services are quoted at a fixed price after a [free consultation](/contact).', 'Prices and payment', ARRAY['/book-publishing-services-pricing', '/self-publishing-services'], 'published', now(), now(), now()),
  ('no-hidden-fees', 'Are there any hidden fees?', 'No. You get a fixed price in writing before any work starts, and the price in your plan is the price you pay.', 'No. What we quote is what you pay: there are no hidden fees for files, for revisions you were promised or for uploads.

On our [packages](/book-publishing-services-pricing) the package price is what you pay. For ghostwriting and every other service, the free consultation ends with a written plan, a timeline and one fixed price, and you are under no obligation to go ahead.

We take no share of your sales either: you keep 100% of your royalties.', 'Prices and payment', ARRAY['/book-publishing-services-pricing', '/book-ghostwriting-services', '/about-us'], 'published', now(), now(), now()),
  ('pay-in-instalments', 'Can I pay in instalments?', 'Yes. Larger packages can be split into monthly payments.', 'Yes. Our larger [publishing packages](/book-publishing-services-pricing) can be split into monthly payments, so you do not have to pay the whole price at once.

The total is still the fixed price in your plan, with no hidden fees. Ask about monthly payments in your [free consultation](/contact) or here in the chat.', 'Prices and payment', ARRAY['/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('upgrade-package-later', 'Can I upgrade to a bigger package later?', 'Yes. You can move up to a larger package later and pay only the difference.', 'Yes. Start with the package that fits today and upgrade when you are ready: you pay only the difference to the larger package.

For example, moving from Essential ($799) to Professional ($1,299) costs the $500 difference and adds comprehensive editing, the hardcover edition, a custom cover, a marketing consultation, copyright filing and 10 platforms instead of 6.

See every package side by side on the [pricing page](/book-publishing-services-pricing).', 'Prices and payment', ARRAY['/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('discounts-and-offers', 'Do you have any discounts or special offers?', 'Yes. Our offer pages advertise 50% off your first project, and a limited-time 50% off editing or publishing plus free formatting.', 'Two offers run on our landing pages:

- **50% off your first project**: editing, cover design, publishing and marketing by one team, with a free consultation.
- **Limited-time offer**: 50% off editing or publishing, plus free formatting, when you start your project this year. On editing, the free formatting is of your edited manuscript.

Claiming it takes three steps: book your [free consultation](/contact), approve your custom plan, and start with the discount and free formatting.', 'Prices and payment', ARRAY['/services/proofreading', '/services/publishing', '/services/cover-design'], 'published', now(), now(), now()),
  ('keep-rights-and-royalties', 'Do I keep my rights and royalties?', 'Yes. You keep every right to your book, the copyright and ISBN are registered in your name, and you keep 100% of your royalties.', 'Yes, on every package and every service:

- **Rights and copyright**: the book is yours. We register the copyright and the ISBNs in your name, so you own the book, the ISBN and all royalties.
- **Royalties**: you keep 100% of them. We charge a fixed price for our services and take no share of your sales, and the retailers pay you directly.
- **Your accounts**: we publish under your name and your author accounts, which we set up and hand over to you.

The same goes for what we make for you: the cover and its files, the audiobook recording, a ghostwritten manuscript or a script are yours, and art and photographs in an art or photo book stay yours. That is the point of [self-publishing](/services/publishing): you keep what a traditional publisher would take.', 'Rights and royalties', ARRAY['/book-publishing-services', '/services/publishing', '/self-publishing-services', '/book-publishing-services-pricing', '/sci-fi-publishing-services', '/art-book-services', '/photography-book-services', '/services/ghostwriting'], 'published', now(), now(), now()),
  ('ghostwriter-credit-and-confidentiality', 'Whose name goes on a ghostwritten book?', 'Yours alone. The writer signs a confidentiality agreement and is never credited unless you want them to be.', 'The book, its rights and all of its royalties belong to you, and only your name goes on the cover. We sign a confidentiality agreement before we start, so nobody needs to know you had help.

We do not show or discuss your project without your permission. The same holds for scripts: you own the script and every right to it, and your name is the one on the title page.

Read more about [ghostwriting](/services/ghostwriting).', 'Rights and royalties', ARRAY['/book-ghostwriting-services', '/services/ghostwriting', '/services/ghostwriting/script-writing'], 'published', now(), now(), now()),
  ('how-long-does-publishing-take', 'How long does publishing take?', 'Usually 3–6 weeks from the final manuscript to your book going live.', 'The weeks count from the day your manuscript is final. In that time we agree the editions, prices, platforms and launch date with you, prepare your formatted files, cover, description and categories, register the ISBN and copyright in your name, and your book goes on sale on 50+ platforms in 100+ countries.

If the book still needs work first, that comes before: editing usually takes two to six weeks and a custom cover one to four. Image-heavy books such as cookbooks, art books and photo books take longer because of image preparation and proofs.

See [publishing](/services/publishing) for the whole process.', 'Publishing', ARRAY['/book-publishing-services', '/self-publishing-services', '/services/publishing', '/sci-fi-publishing-services'], 'published', now(), now(), now()),
  ('which-formats-do-you-publish', 'Which formats do you publish?', 'eBook, paperback and hardcover, and an audiobook on request.', 'We publish your book as an **eBook**, a **paperback** and a **hardcover**, and produce and distribute an **audiobook** on request (see [audiobooks](/services/audio-book)).

Each edition is [formatted](/services/formatting) to the specifications of the platforms you publish on. Art and photography books can also have lay-flat and hardcover editions.

Which editions a package includes: Starter covers the eBook, Essential the eBook and paperback, and Professional and every larger package all three. Compare them on the [pricing page](/book-publishing-services-pricing).', 'Publishing', ARRAY['/book-publishing-services', '/services/publishing', '/book-publishing-services-pricing', '/services/formatting'], 'published', now(), now(), now()),
  ('do-you-provide-the-isbn', 'Do you provide the ISBN?', 'Yes. We register an ISBN for each edition, and the copyright, in your name, so you own them.', 'Yes. We register the ISBNs in your name, one for each edition (eBook, paperback, hardcover), along with the copyright. You own the ISBN, not us.

In the packages, the ISBN is included from **Essential ($799)** up, and copyright filing from **Professional ($1,299)** up. If you choose single services instead, ISBN and copyright registration are part of our [publishing service](/services/publishing).', 'Publishing', ARRAY['/book-publishing-services', '/services/publishing', '/self-publishing-services', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('where-will-my-book-be-sold', 'Where will my book be sold?', 'On 50+ platforms in 100+ countries, including the major eBook and print retailers, online stores, bookshops and libraries.', 'We distribute your eBook, paperback and hardcover to online stores, bookshops and libraries: 50+ retail and library platforms in 100+ countries, including the major eBook and print retailers.

How many platforms depends on your package: 3 with Starter, 6 with Essential, 10 with Professional, 15 with Premium, 20 with Elite and 100+ with Ultimate. “Platforms” means the retailers and libraries your book is distributed to.

Your author accounts on the retailers are set up and handed over to you, so the retailers pay your royalties directly. See the [pricing page](/book-publishing-services-pricing).', 'Publishing', ARRAY['/services/publishing', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('what-is-self-publishing', 'What is self-publishing, and what do you do that I cannot do alone?', 'Self-publishing means publishing under your own name and account, keeping your rights and royalties, instead of selling them to a traditional publisher. We add professional editing, design, formatting and distribution.', 'With self-publishing the book is yours: your name as author and publisher, your accounts on the retailers, your price and your royalties.

What you should not have to do alone is the paperwork and the file preparation. We provide professional editing, design, formatting and distribution, so your book stands next to traditionally published titles: ISBNs and copyright in your name, metadata and categories that help readers find you, and your editions published to stores, bookshops and libraries.

You hire us, so the book, the rights and the royalties stay yours. See [self-publishing services](/self-publishing-services).', 'Publishing', ARRAY['/self-publishing-services', '/services/publishing'], 'published', now(), now(), now()),
  ('book-series', 'Can you help with a book series?', 'Yes. We keep covers, formatting and metadata consistent across a series and can publish the books on a schedule.', 'Yes, from the first book to the last:

- **Writing**: for a ghostwritten series we plan the series arc first and keep a series bible, so characters and facts stay consistent from book to book.
- **Editing**: our editors check series continuity, timelines and the rules of your world.
- **Covers**: a series look, with a shared layout, typeface and color logic, keeps every book recognisable.
- **Publishing**: covers, formatting and metadata stay consistent and the books can be published on a schedule.

See [cover design](/services/cover-design) and [fiction ghostwriting](/services/ghostwriting/fiction).', 'Publishing', ARRAY['/sci-fi-publishing-services', '/services/ghostwriting/fiction', '/services/cover-design'], 'published', now(), now(), now()),
  ('art-and-photography-books', 'Can you publish my art book or photography book?', 'Yes. Art and photography books usually take six to ten weeks, with color-managed images, printed proofs and lay-flat or hardcover editions.', 'Yes. What to expect:

- **Timeline**: usually six to ten weeks, depending on the number of images and proof rounds.
- **Files**: high-resolution photographs or scans of your work; we advise on capture before you start. For photographs, 300 dpi at the printed size is ideal, and we check every file before layout.
- **Color**: we color-manage every image and send printed proofs for your approval.
- **Size**: most photo books hold 60 to 150 images; we help you choose the strongest sequence.
- **Editions**: lay-flat and hardcover editions, short runs for an exhibition and print on demand.

Your art and photographs stay yours, and you keep 100% of your royalties. See [art books](/art-book-services) and [photography books](/photography-book-services).', 'Publishing', ARRAY['/art-book-services', '/photography-book-services'], 'published', now(), now(), now()),
  ('cookbooks', 'Can you publish my cookbook?', 'Yes. A cookbook usually takes eight to twelve weeks from manuscript to publication, and professional photographs help but are not required.', 'Yes. What to expect:

- **Timeline**: usually eight to twelve weeks from manuscript to publication.
- **Photographs**: they help, but they are not required. We can advise on styling or arrange a shoot.
- **Recipes**: most cookbooks have between 50 and 120; we help you choose what makes the book strongest. Ingredient lists, methods, timings and units are edited and made consistent.
- **Units**: we can give both US and metric units throughout.
- **Design**: layouts easy to follow in the kitchen, indexes by ingredient, course and occasion, and interior illustrations if you want them.

You keep 100% of your royalties, in every store. See [cookbook services](/cook-book-services).', 'Publishing', ARRAY['/cook-book-services'], 'published', now(), now(), now()),
  ('how-long-does-editing-take', 'How long does editing take?', 'Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.', 'Most edits take **two to six weeks**. Where your book falls depends on its length and on the level of editing it needs: developmental editing, copy-editing or proofreading.

How the time is spent:

1. A free sample edit and a recommendation of the level you need.
2. An editor who knows your genre reads the whole manuscript.
3. The edit, with tracked changes and comments.
4. Your revision: you accept, reject and ask, and your editor answers.
5. A final proofread before the book is published.

Your plan gives you the timeline and a fixed price before you start. See [editing and proofreading](/services/proofreading).', 'Editing and formatting', ARRAY['/services/proofreading'], 'published', now(), now(), now()),
  ('which-kind-of-editing', 'Which kind of editing do I need?', 'A free sample edit tells you: developmental editing for structure, copy-editing for sentences, proofreading for the final check.', 'Not every book needs every kind of edit:

- **Developmental editing**: structure, plot, pacing and argument, with an editorial letter.
- **Copy-editing** (line by line): clarity, consistency, grammar, style and flow.
- **Proofreading**: the final check of spelling, punctuation, typography and layout errors before print.

To find out which your book needs, ask for a **free sample edit**: we edit up to 1,000 words so you can see our approach, assess your manuscript and recommend the level of editing, with a fixed price. Send your manuscript or its first chapter via [editing and proofreading](/services/proofreading).', 'Editing and formatting', ARRAY['/services/proofreading'], 'published', now(), now(), now()),
  ('will-editing-change-my-voice', 'Will an editor change my voice?', 'No. We edit for clarity and consistency, and every change is a suggestion with tracked changes that you accept or reject.', 'No. Our editors edit for clarity and consistency, and every change is suggested, never forced.

Every edit comes with tracked changes and comments, so you see exactly what was changed and why, and you accept or reject each suggestion. A style sheet records your names, spellings and conventions, and your editor answers your questions while you revise.

See [editing and proofreading](/services/proofreading).', 'Editing and formatting', ARRAY['/services/proofreading'], 'published', now(), now(), now()),
  ('what-do-you-edit', 'Do you edit non-fiction, academic work and genre fiction?', 'Yes: memoir, business, self-help, cookbooks, photography texts and academic work, and fiction such as science fiction, each by an editor who knows the field.', 'Yes. Your manuscript goes to an editor who knows your genre or field:

- **Non-fiction**: memoir, business, self-help, cookbooks, photography texts and academic work.
- **Fiction**: science-fiction manuscripts, for example, go to editors who read and edit the genre, from space opera to hard SF, and check physics, timelines and invented languages as carefully as commas.
- **Art and photo books**: artist statements, essays and captions are edited too.

See [editing and proofreading](/services/proofreading).', 'Editing and formatting', ARRAY['/services/proofreading', '/sci-fi-publishing-services'], 'published', now(), now(), now()),
  ('what-file-to-send', 'What file should I send my manuscript in?', 'A Word or Google Docs file is best, because tracked changes work in both.', 'A **Word** or **Google Docs** file is best, because tracked changes work in both, and you see every edit we suggest.

To start, you can send the whole manuscript or only its first chapter for your free sample edit.

Once the text is final, [formatting](/services/formatting) prepares the files for each edition.', 'Editing and formatting', ARRAY['/services/proofreading', '/services/formatting'], 'published', now(), now(), now()),
  ('formatting-files', 'What does formatting give me, and do I need it if my book is in Word?', 'Yes, you need it: a Word file is not a print-ready book. Formatting gives you an EPUB for eBook stores and print-ready PDFs for paperback and hardcover, one set per edition.', 'Retailers reject files with the wrong margins, fonts or image resolution, so a Word file is not enough. We format each edition to the specifications of the platforms you publish on:

- Reflowable **EPUB** eBook files with a linked table of contents.
- **Print-ready PDFs** for paperback and hardcover in your trim size.
- Chapter openers, running heads and typography chosen for your genre.
- Images placed and sized for print in cookbooks, art, photography and children’s books.
- Front and back matter: copyright page, dedication, about the author.

You approve sample pages first and proof the full layout before anything goes live. See [formatting](/services/formatting).', 'Editing and formatting', ARRAY['/services/formatting'], 'published', now(), now(), now()),
  ('changes-after-formatting', 'Can I change the text after my book is formatted?', 'Small corrections at the proof stage are included. Larger rewrites after layout are quoted before we make them.', 'Yes. You proof the full layout and we correct what you mark: small corrections at the proof stage are included in the price.

Larger rewrites after layout are quoted before we make them, so there are no surprises. Before the full layout you approve a sample chapter opener and spread. See [formatting](/services/formatting).', 'Editing and formatting', ARRAY['/services/formatting'], 'published', now(), now(), now()),
  ('how-long-does-ghostwriting-take', 'How long does a ghostwritten book take?', 'Most books take three to six months, depending on length, research and how quickly you review chapters.', 'Most ghostwritten books take **three to six months**. Before you commit, your plan gives you dates for the outline, each batch of chapters and the final manuscript.

The steps: a discovery call, recorded interviews, an outline you approve, drafting in stages with your notes on each batch, then our editors’ edit and the handover of the final files.

**Your own time** goes mostly into the interviews, usually a few hours spread over several weeks, plus reading and commenting on each batch of chapters. See [ghostwriting](/services/ghostwriting).', 'Ghostwriting', ARRAY['/book-ghostwriting-services', '/services/ghostwriting', '/services/ghostwriting/non-fiction'], 'published', now(), now(), now()),
  ('ghostwriting-cost', 'How much does ghostwriting cost?', 'It depends on the length of the book and the research it needs. After a free consultation you get a fixed price with no hidden fees.', 'Every book is different, so we price each one after a free consultation: you tell us what the book is about, and we match you with a writer and send a plan with a fixed price. There are no hidden fees and no obligation.

The price covers a writer matched to your genre, recorded interviews, an outline for your approval, drafts in stages with your revisions, a professional edit and proofread, and a confidentiality agreement.

Editing, cover design, formatting and publishing can be part of the same plan. [Book a free consultation](/contact).', 'Ghostwriting', ARRAY['/book-ghostwriting-services', '/services/ghostwriting'], 'published', now(), now(), now()),
  ('will-it-sound-like-me', 'Will a ghostwritten book sound like me?', 'Yes. Your writer learns how you speak and write in recorded interviews, and you review every chapter until it reads like you.', 'Yes. Your writer works from hours of your own words: recorded interviews, or your notes, voice memos and documents. They learn how you speak, so the book sounds like you and not like us.

You approve the outline before drafting starts and review the chapters in batches; your notes shape the next batch, so the voice is tuned to yours as the book grows.

You can also write some chapters yourself: your writer matches their style to yours and revises the whole so the book reads as one voice.', 'Ghostwriting', ARRAY['/book-ghostwriting-services', '/services/ghostwriting', '/services/ghostwriting/fiction'], 'published', now(), now(), now()),
  ('fiction-ghostwriting', 'Which fiction genres do you ghostwrite?', 'Literary and commercial fiction, thrillers and mysteries, romance, fantasy, science fiction, horror, historical fiction and young adult.', 'We write literary and commercial fiction, thrillers and mysteries, romance, fantasy, science fiction, horror, historical fiction and young adult, as novels, novellas and short stories.

You are matched with a writer who reads and writes your genre. You stay the author: premise and character sessions, a scene-by-scene plot outline you approve, world-building notes for fantasy and science fiction, drafts in stages and a developmental read and copy-edit of the finished novel.

See [fiction ghostwriting](/services/ghostwriting/fiction).', 'Ghostwriting', ARRAY['/services/ghostwriting/fiction', '/book-ghostwriting-services'], 'published', now(), now(), now()),
  ('non-fiction-ghostwriting', 'Can you write my memoir or business book?', 'Yes. We write memoir and biography, business and leadership, self-help and wellness, how-to guides, family histories and books about a cause.', 'Yes. Your writer builds the book from recorded interviews with you and from your presentations, articles and notes, and checks names, dates, quotations and sources along the way.

- **Your business**: it is your book. Sell it, give it to clients, use it for speaking engagements; you hold every right.
- **People in your memoir**: we flag passages that could raise privacy or defamation concerns, so you can decide how to handle them before publication.
- **Permissions**: we check permissions for quotations and images you want to use.

See [non-fiction ghostwriting](/services/ghostwriting/non-fiction).', 'Ghostwriting', ARRAY['/services/ghostwriting/non-fiction', '/book-ghostwriting-services'], 'published', now(), now(), now()),
  ('only-have-an-idea', 'I only have an idea. Can you still write my book?', 'Yes. Many books start with a single scene or a “what if”, and our writers turn it into a finished book with you.', 'Yes. Whether you have a finished manuscript, a drawer of notes or only an idea, we can help.

For a novel, the premise sessions turn your idea into a story with a beginning, a middle and an end. For non-fiction, your writer interviews you and builds the book from your stories and expertise. You approve the outline before a single chapter is written.

Start with a [free consultation](/contact), or read about [ghostwriting](/services/ghostwriting).', 'Ghostwriting', ARRAY['/services/ghostwriting/fiction', '/services/ghostwriting'], 'published', now(), now(), now()),
  ('childrens-books', 'Do you write children’s books?', 'Yes: board books and picture books for the youngest, early readers for ages 5 to 8, and chapter books and middle grade for ages 8 to 12.', 'Yes. We agree the age group, reading level and word count up front, and write the text with page breaks and illustration notes for every spread, ready for the illustrator. Two rounds of revisions are included, and reading it aloud is part of the test.

- **Rhyme**: only if the rhyme is excellent. We advise you honestly, and prose often works better.
- **A lesson**: it works best when it comes from the story rather than a lecture, so children want to hear it again.
- **Illustration**: our illustrators can bring the characters to life, and you choose the style from sample sketches.

See [children’s books](/services/ghostwriting/children-book).', 'Ghostwriting', ARRAY['/services/ghostwriting/children-book'], 'published', now(), now(), now()),
  ('script-writing', 'Do you write screenplays and adapt books into scripts?', 'Yes. We write feature films, short films, TV pilots and episodes, web series and stage plays, and adapt novels for the screen.', 'Yes, in the industry-standard format producers, competitions and theaters expect:

- A logline and a one-page synopsis.
- A beat sheet or treatment for your approval.
- A first draft, then two rounds of revisions.

To adapt your novel, we choose the storyline that carries the film, condense the cast and turn inner thoughts into scenes. You own the script and every right to it, and your name is on the title page.

Want a short video for your book instead? See [book trailers](/services/video-trailer). More on [script writing](/services/ghostwriting/script-writing).', 'Ghostwriting', ARRAY['/services/ghostwriting/script-writing'], 'published', now(), now(), now()),
  ('cover-concepts', 'How many cover concepts do I get?', 'Three original concepts, each a different idea, then unlimited tweaks on the one you choose.', 'Our designers create **three cover concepts**, each a different idea, not three colors of the same one, tested at thumbnail size next to your genre’s bestsellers.

You choose one and we refine type, color and detail with you, with **unlimited tweaks**, until it is right. Then you get the eBook cover and the full print wrap with spine and back cover.

In the packages, Essential includes a template cover and Professional and larger a custom cover. See [cover design](/services/cover-design).', 'Covers and illustration', ARRAY['/services/cover-design', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('how-long-does-a-cover-take', 'How long does a cover design take?', 'Usually one to four weeks from brief to final files, depending on how much illustration it needs.', 'A custom cover takes **1–4 weeks** from your brief to the final files. Where it falls in that range depends on how much illustration the cover needs.

The steps: your brief, three concepts, refinement of the one you choose, and the final eBook and print files. See [cover design](/services/cover-design).', 'Covers and illustration', ARRAY['/services/cover-design'], 'published', now(), now(), now()),
  ('who-owns-the-cover', 'Do I own my cover design?', 'Yes. The final design and its files are yours to use anywhere, with the licenses for any photography or fonts used.', 'Yes. The final cover and its files are yours to use anywhere, with the licenses for any photography or fonts used in it.

You receive every file you need for the eBook, paperback and hardcover, with spine and back cover sized for your printer. See [cover design](/services/cover-design).', 'Covers and illustration', ARRAY['/services/cover-design', '/sci-fi-publishing-services'], 'published', now(), now(), now()),
  ('illustrations', 'Do you create illustrations inside the book?', 'Yes. Our illustrators create interior illustrations for children’s books, art books and cookbooks, as well as custom cover illustration.', 'Yes. Besides custom illustration for covers, our illustrators create interior illustrations for children’s books, art books and cookbooks.

For a children’s book, they work from the illustration notes for every spread, and you choose the style from sample sketches. Science-fiction interiors can have chapter art on request.

Custom illustrations are included in the **Elite** and **Ultimate** packages. See [cover design and illustration](/services/cover-design).', 'Covers and illustration', ARRAY['/services/cover-design', '/services/ghostwriting/children-book', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('how-long-is-an-audiobook', 'How long is an audiobook?', 'Roughly one finished hour for every 9,000 words of text, so a typical novel runs eight to ten hours.', 'Count roughly **one finished hour for every 9,000 words**. A 45,000-word book makes about five hours, and a typical novel runs eight to ten hours.

Every chapter is recorded in a professional studio, edited, proofed against your text and mastered to the standards audiobook retailers require. See [audiobooks](/services/audio-book).', 'Audiobooks and trailers', ARRAY['/services/audio-book'], 'published', now(), now(), now()),
  ('narrate-my-own-audiobook', 'Can I narrate my own audiobook or choose the narrator?', 'Both. You choose your narrator from auditions, or narrate it yourself with our producers directing you in the studio.', 'You decide who your book’s voice is:

- **A professional narrator**: we send auditions from narrators who suit your genre and your characters, and you choose.
- **You**: memoirs and non-fiction often work best in the author’s voice. Our producers direct you in the studio and handle the editing.

Pronunciations of names and places are agreed before recording. Tell us about your book and we send auditions and a fixed price. See [audiobooks](/services/audio-book).', 'Audiobooks and trailers', ARRAY['/services/audio-book'], 'published', now(), now(), now()),
  ('audiobook-ownership-and-distribution', 'Who owns the audiobook, and do you distribute it?', 'You own the recording and keep the royalties. Audiobook distribution can be part of your publishing plan, alongside your eBook and print editions.', 'You own the recording: publish it wherever you like and keep the royalties.

We can distribute it for you as part of your publishing plan, alongside your eBook and print editions. Files are mastered to the level, noise and file requirements of the audiobook stores and delivered with opening and closing credits, a retail sample and a square cover for audio platforms. See [audiobooks](/services/audio-book).', 'Audiobooks and trailers', ARRAY['/services/audio-book', '/book-publishing-services'], 'published', now(), now(), now()),
  ('how-long-is-a-book-trailer', 'How long is a book trailer?', 'Usually 30 to 90 seconds, with short cuts for social media.', 'A book trailer usually runs **30 to 90 seconds**, with shorter cuts for social media.

You receive versions sized for YouTube, Instagram, TikTok, store pages and your website. See [video trailers](/services/video-trailer).', 'Audiobooks and trailers', ARRAY['/book-video-trailer', '/services/video-trailer'], 'published', now(), now(), now()),
  ('how-long-does-a-trailer-take', 'How long does it take to make a book trailer?', 'Typically 2 to 4 weeks from discovery to delivery, through our 6-step process.', 'Typically **2 to 4 weeks** from discovery to delivery, in six steps:

1. **Discovery**: we read your book and agree on the story the trailer tells.
2. **Script**: a script and voice-over text for your approval.
3. **Storyboard**: scene by scene, so you see the trailer before it is made.
4. **Production**: footage, animation, music and narration.
5. **Editing**: cut, color and sound, with one round of changes.
6. **Delivery**: versions sized for every social platform and your website.

Many authors launch their pre-order with the trailer. See [book trailers](/book-video-trailer).', 'Audiobooks and trailers', ARRAY['/book-video-trailer', '/services/video-trailer'], 'published', now(), now(), now()),
  ('whats-in-a-book-trailer', 'What is included in a book trailer?', 'Script, storyboard, licensed footage, animation and music, narration if you want it, and versions for every platform. You do not need to provide footage.', 'Everything the trailer needs:

- A script and voice-over text, and a storyboard for your approval.
- Licensed footage, animation and music: you do not need to provide footage.
- Narration by a professional voice artist, if you want one.
- One round of revisions at the storyboard and one at the edit.
- Versions for YouTube, Instagram, TikTok, store pages and your website.

The final files are licensed for your promotion everywhere, including a pre-order launch. The Ultimate package includes a video trailer. On its own, tell us about your book and we send a concept and a fixed price. See [book trailers](/services/video-trailer).', 'Audiobooks and trailers', ARRAY['/book-video-trailer', '/services/video-trailer'], 'published', now(), now(), now()),
  ('marketing-budget', 'What budget do I need for book marketing?', 'Marketing plans start at $500. We recommend a range after a free consultation, and your ad spend is a budget you are comfortable with.', '**Plans start at $500**, and we recommend a range after a [free consultation](/contact).

How much to spend on ads depends on your genre and goals. Your written plan sets a budget you are comfortable with, with channels, a launch calendar and the numbers we will watch, and you approve any change.

Some packages include marketing too: a marketing consultation from Professional, social media setup from Premium, advanced marketing and publicity from Elite, and a 1-year marketing plan in Ultimate. See [marketing](/services/marketing).', 'Marketing', ARRAY['/book-marketing-services', '/services/marketing', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('bestseller-guarantee', 'Can you guarantee sales or bestseller status?', 'No. No honest marketer can. We promise a plan built on research, careful spending and what works in your genre, with reports that show results.', 'No honest marketer can guarantee sales or a bestseller list. What we promise instead:

- A plan built on research into your readers, comparable titles and what works in your genre.
- Careful spending on a budget you approve.
- Monthly reports on sales, rankings, reviews and audience growth, so you see what works and what we change.

See [book marketing](/book-marketing-services).', 'Marketing', ARRAY['/book-marketing-services', '/services/marketing'], 'published', now(), now(), now()),
  ('when-to-start-marketing', 'When should marketing start?', 'Ideally two to three months before release, so reviews and pre-orders are in place for launch week. It is never too late: books already on sale can start any time.', 'Ideally **two to three months before release**, so early reviews and pre-orders are in place for launch week.

It is never too late, though: books already on sale can start any time. We start with better categories, keywords and descriptions, which lift your book in store searches before a single ad runs. See [marketing](/services/marketing).', 'Marketing', ARRAY['/book-marketing-services', '/services/marketing'], 'published', now(), now(), now()),
  ('market-any-book', 'Can you market a book you did not publish, or a self-published book?', 'Yes. We market books from any publisher, and marketing works for self-published books too.', 'Yes. We market books from any publisher, not only the ones we publish.

Marketing works for self-published books as well: readers do not check who published a book, they check the cover, the description and the reviews, which is what we work on. See [book marketing](/book-marketing-services).', 'Marketing', ARRAY['/book-marketing-services', '/services/marketing'], 'published', now(), now(), now()),
  ('marketing-results', 'How do you measure marketing results?', 'By sales, rankings, reviews and audience growth, reported monthly so you see what every dollar did.', 'We measure **sales, rankings, reviews and audience growth**, and report them to you monthly, together with your spend.

Your plan names the numbers we will watch before we start, and every month shows what sells and what we change. See [marketing](/services/marketing).', 'Marketing', ARRAY['/book-marketing-services', '/services/marketing'], 'published', now(), now(), now()),
  ('social-media-management', 'Do you manage my social media and ads?', 'Yes, as part of a marketing plan: we set up profiles, schedule posts and run advertising for you, and every account and ad stays yours.', 'Yes, as part of a plan: profiles set up, posts scheduled and retailer and social media advertising run for you.

You keep control: every account and every ad is yours.

In the packages, Premium includes social media setup, and Elite and Ultimate ongoing social marketing. See [marketing](/services/marketing).', 'Marketing', ARRAY['/services/marketing', '/book-marketing-services', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('stop-marketing-any-time', 'Can I stop marketing any time?', 'Yes. Marketing plans run month to month, with no long contracts.', 'Yes. Our marketing plans run **month to month**, with no lock-in and no long contracts, so you can stop any time.

Your accounts and ads stay yours when you stop. See [book marketing](/book-marketing-services).', 'Marketing', ARRAY['/book-marketing-services'], 'published', now(), now(), now()),
  ('author-website', 'Do I need an author website, and what do I get?', 'Yes. Social platforms decide who sees your posts, while your own website and mailing list reach readers directly. We design it around your books.', 'Store pages and social profiles belong to someone else and change their rules. Your website is the one place you control. What we build:

- A design built around your books and genre, fast and readable on phones.
- Book pages with buy links to every store.
- Newsletter sign-up connected to your mailing service.
- Biography, events, media kit and contact pages.

**Updating it**: we show you how to add books, events and news yourself, or we keep it updated for you.

An author website is included in the Premium, Elite and Ultimate packages. See [author websites](/services/author-web).', 'Author websites', ARRAY['/services/author-web', '/book-publishing-services-pricing'], 'published', now(), now(), now()),
  ('website-domain-and-hosting', 'Do you provide the domain and hosting for my website?', 'We can register the domain in your name and set up hosting, or connect the site to a domain you already own.', 'Yes. We can register the domain in your name and set up hosting, or connect your new site to a domain you already own.

At launch your domain is connected and the site goes live, with training if you want it. See [author websites](/services/author-web).', 'Author websites', ARRAY['/services/author-web'], 'published', now(), now(), now()),
  ('sell-books-on-my-website', 'Can I sell books directly from my website?', 'Yes. We can add direct sales of signed copies or eBooks alongside the links to the big stores.', 'Yes. Besides buy links to every store, we can add direct sales of signed copies or eBooks to your site. See [author websites](/services/author-web).', 'Author websites', ARRAY['/services/author-web'], 'published', now(), now(), now()),
  ('free-consultation', 'Is the consultation free?', 'Yes. The consultation is free and commits you to nothing: a 30-minute call about your book, after which you get a written plan, a timeline and a fixed price.', 'Yes. Every project starts with a free consultation, and it costs nothing and commits you to nothing.

- **Book it**: press **Pick a time** on the [contact page](/contact#pick-a-time) and choose when we call you for a free 30-minute consultation, or send us the form and a consultant gets back to you.
- **In the call**: we talk about your book and your goals, answer your questions and recommend only what your book needs.
- **Afterwards**: you receive a written plan with a timeline and a fixed price. No hidden fees, no obligation.', 'Working with us', ARRAY['/contact', '/book-marketing-services', '/book-ghostwriting-services', '/about-us'], 'published', now(), now(), now()),
  ('contact-us', 'How do I talk to a person or contact you?', 'Write to us here in the chat and a team member answers, call or e-mail us from the contact page, or book a free consultation at a time that suits you.', 'Any of these reaches a real person:

- **Chat**: write here and ask for a person. If no one is online, your message is kept and answered when the team is back; leave your e-mail and we reply there.
- **Phone or e-mail**: the number and address are on our [contact page](/contact), to reach a publishing consultant directly.
- **Form**: tell us about your book on the [contact page](/contact) and a publishing consultant calls or e-mails you to arrange your free consultation.
- **Pick a time**: book a [free 30-minute consultation](/contact#pick-a-time) and we call you when it suits you.', 'Working with us', ARRAY['/contact', '/about-us'], 'published', now(), now(), now()),
  ('creative-control', 'Do I keep creative control and approve every step?', 'Yes. You approve the outline, the edits, the cover, the interior layout and the launch plan, and nothing goes out without your yes.', 'Yes. Outline, manuscript, cover concepts, interior layout and launch plan: nothing moves on until you say yes.

- **One project manager** knows your book from the first call to the launch and answers your questions.
- **Edits** come as tracked changes you accept or reject.
- **Honest timelines**: we tell you when, and we keep to it.

See [about us](/about-us).', 'Working with us', ARRAY['/about-us', '/services/ghostwriting', '/services/proofreading'], 'published', now(), now(), now()),
  ('choose-only-some-services', 'Can I choose only the services I need?', 'Yes. Pick any single service or a package. Editing, cover design and formatting can also come first, as part of your publishing plan.', 'Yes. Pick one service, such as editing, a cover, formatting, an audiobook, a trailer or a website, or choose a [package](/book-publishing-services-pricing) that combines them.

If your book is not ready to publish, we can edit, design and format it first: editing, cover design and formatting can all be part of your publishing plan. Or let one project manager take your book from idea to launch.

In your free consultation we recommend only the services your book needs. See [all services](/services).', 'Working with us', ARRAY['/self-publishing-services', '/book-publishing-services', '/services/publishing'], 'published', now(), now(), now()),
  ('experience-and-track-record', 'How experienced is Book Craft?', 'We have edited 1200+ books, designed 1000+ covers and published 500+ books on 50+ platforms, and authors rate us 4.9/5.', 'Our track record:

- **1200+** books edited
- **1000+** covers designed
- **500+** books published, on 50+ retail and library platforms in 100+ countries
- **4.9/5** average author rating

The team on your book: ghostwriters (novelists, journalists and screenwriters), editors and proofreaders, designers and illustrators, narrators and producers, marketers and web developers.

Most of our authors have never published before: novelists and chefs, photographers and grandparents, business owners and science-fiction fans. See [about us](/about-us).', 'Working with us', ARRAY['/about-us', '/services/proofreading', '/services/cover-design', '/services/publishing'], 'published', now(), now(), now());
