// The trade's words that mean one thing, written as visitors and articles write them. Each group is
// folded into its first word on both sides, articles and questions, so "what do you charge" finds
// "How much does it cost?". Phrases are folded before single words. A word is looked up as written
// before its stem, so a group can keep apart words Porter stems alike ("editions" and "editing"); the
// group listed first gets a stem two groups share. A word listed in two groups has both terms.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'costs', 'charge', 'charges', 'fee', 'fees', 'pricing', 'priced', 'expensive', 'cheap', 'afford', 'budget', 'rate', 'rates', 'quote', 'how much'],
  ['hidden', 'extra', 'extras', 'additional', 'surcharge'],
  // Porter keeps "pay", "paid" and "payment" apart.
  ['pay', 'pays', 'paid', 'paying', 'payment', 'payments'],
  ['package', 'packages', 'plan', 'plans', 'tier', 'tiers', 'bundle'],
  ['royalty', 'royalties', 'earnings', 'earn', 'profit', 'profits', 'income', 'commission', 'commissions', 'percentage', 'cut of'],
  ['right', 'rights', 'copyright', 'ownership', 'own', 'owns', 'owned', 'owner', 'belong', 'belongs'],
  ['manuscript', 'draft', 'typescript'],
  ['upgrade', 'upgrades', 'upgrading', 'switch', 'move up'],
  ['series', 'trilogy', 'sequel', 'sequels', 'saga'],
  ['release', 'released', 'launch', 'launched', 'come out', 'comes out', 'came out', 'go live', 'goes live', 'going live'],
  ['start', 'begin', 'beginning'],
  ['country', 'countries', 'international', 'internationally', 'worldwide', 'abroad', 'overseas', 'global'],
  ['ebook', 'e-book', 'e book', 'kindle', 'epub', 'digital', 'digital book'],
  ['paperback', 'softcover', 'soft cover', 'print', 'printed', 'hardcover', 'hardback', 'hard cover'],
  ['audiobook', 'audio book', 'audio', 'audible'],
  // Who reads a text aloud, for an audiobook or a trailer.
  ['narrator', 'narrators', 'narrate', 'narrated', 'narration', 'voice', 'voices', 'voiceover', 'voice over', 'voice actor'],
  ['isbn', 'barcode', 'isbns'],
  ['platform', 'platforms', 'retailer', 'retailers', 'store', 'stores', 'amazon', 'barnes', 'bookstore', 'bookstores', 'distribution', 'distribute', 'sold', 'sell', 'available', 'availability'],
  ['duration', 'how long', 'weeks', 'months', 'timeline', 'turnaround', 'fast', 'quickly', 'quick', 'time frame', 'timeframe'],
  // How long a thing is, not how long it takes to make.
  ['length', 'long', 'lengthy', 'hours', 'minutes', 'seconds', 'runtime', 'run time'],
  ['edit', 'editing', 'editor', 'editors', 'proofread', 'proofreading', 'proofreader', 'copyedit', 'copy edit', 'copy-editing', 'copy editing', 'line edit', 'line editing', 'correct', 'corrections'],
  // The kinds of editing are editing too, and each its own thing.
  ['proofread', 'proofreading', 'proofreader', 'proofreaders'],
  ['copyedit', 'copy edit', 'copy-editing', 'copy editing', 'line edit', 'line editing'],
  ['developmental', 'structural'],
  ['confidentiality', 'confidential', 'secret', 'anonymous', 'anonymously', 'nda', 'non-disclosure', 'discreet'],
  ['ghostwriter', 'ghostwriting', 'ghost writer', 'ghost writing', 'ghostwrite', 'ghostwritten', 'write my book', 'writer', 'writers'],
  ['cover', 'covers', 'cover design', 'jacket'],
  ['illustration', 'illustrations', 'illustrate', 'illustrator', 'illustrators', 'drawings', 'artwork'],
  ['correction', 'corrections', 'correct', 'fix', 'typo', 'typos', 'mistake', 'mistakes', 'error', 'errors'],
  ['format', 'formatting', 'layout', 'typesetting', 'typeset', 'interior design'],
  // After editing and formatting, whose stems these share: a book's editions, not its editing.
  ['edition', 'editions', 'version', 'versions', 'formats'],
  ['concept', 'concepts', 'idea', 'ideas'],
  ['choose', 'chose', 'chosen', 'choice', 'pick', 'select'],
  ['approve', 'approval', 'approves', 'final say', 'sign off'],
  ['guarantee', 'guarantees', 'guaranteed', 'promise', 'promises', 'promised'],
  ['result', 'results', 'report', 'reports', 'reported', 'reporting', 'analytics', 'metrics', 'statistics', 'stats'],
  ['marketing', 'promote', 'promotion', 'promoting', 'advertising', 'ads', 'publicity', 'market'],
  ['discount', 'discounts', 'deal', 'deals', 'promo', 'promos', 'coupon', 'coupons', 'voucher', 'special offer', 'special offers', 'half off', 'half price'],
  ['social', 'social media', 'instagram', 'facebook', 'tiktok', 'twitter', 'youtube', 'linkedin', 'pinterest'],
  ['trailer', 'video', 'book trailer'],
  ['website', 'websites', 'web site', 'site', 'sites', 'domain', 'hosting', 'webpage', 'web page'],
  ['instalment', 'instalments', 'installment', 'installments', 'monthly payments', 'payment plan', 'finance', 'financing', 'split the payment'],
  ['consultation', 'consult', 'meeting', 'appointment'],
  ['stop', 'cancel', 'cancellation', 'quit', 'terminate'],
  ['contract', 'contracts', 'commit', 'commits', 'commitment', 'obligation', 'lock in', 'locked in'],
  ['refund', 'money back'],
  ['person', 'human', 'agent', 'someone', 'somebody', 'representative', 'real person'],
  ['talk', 'speak', 'speaking'],
  ['contact', 'reach', 'get in touch', 'phone', 'email', 'e-mail'],
  ['children', 'kids', 'child', 'picture book', 'kid'],
  ['memoir', 'memoirs', 'biography', 'autobiography', 'life story'],
  ['cookbook', 'cook book', 'recipes', 'recipe', 'cooking', 'food'],
  ['art', 'artist', 'artists', 'painting', 'paintings', 'artwork'],
  ['photography', 'photo book', 'photos', 'photographs', 'photo', 'pictures'],
  ['script', 'screenplay', 'screenwriting', 'film', 'movie'],
  ['scifi', 'science fiction', 'sci fi', 'sci-fi'],
  ['nonfiction', 'non fiction', 'non-fiction'],
  ['bestseller', 'best seller', 'best-seller', 'bestselling'],
  // "Rating" is what authors give us, not a price: Porter stems it as "rate".
  ['rating', 'ratings', 'rated', 'testimonial', 'testimonials'],
];
