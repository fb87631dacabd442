// The trade's words that mean one thing, written as visitors and articles write them. Each group is
// folded into its first word (after stemming) on both sides, articles and questions, so "what do you
// charge" finds "How much does it cost?". Phrases are folded before single words.

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'costs', 'charge', 'charges', 'fee', 'fees', 'pricing', 'priced', 'expensive', 'cheap', 'afford', 'rate', 'rates', 'quote', 'how much'],
  ['package', 'packages', 'plan', 'plans', 'tier', 'tiers', 'bundle'],
  ['royalty', 'royalties', 'earnings', 'earn', 'profit', 'profits', 'income'],
  ['right', 'rights', 'copyright', 'ownership', 'owns', 'owner', 'belong', 'belongs'],
  ['manuscript', 'draft', 'typescript'],
  ['ebook', 'e-book', 'e book', 'kindle', 'epub', 'digital book'],
  ['paperback', 'softcover', 'soft cover', 'print', 'printed', 'hardcover', 'hardback', 'hard cover'],
  ['audiobook', 'audio book', 'audio', 'narration', 'narrate', 'narrator', 'audible'],
  ['isbn', 'barcode', 'isbns'],
  ['platform', 'platforms', 'retailer', 'retailers', 'store', 'stores', 'amazon', 'barnes', 'bookstore', 'bookstores', 'distribution', 'distribute', 'sold', 'sell'],
  ['duration', 'how long', 'weeks', 'months', 'timeline', 'turnaround', 'fast', 'quickly', 'quick', 'time frame', 'timeframe'],
  ['edit', 'editing', 'editor', 'editors', 'proofread', 'proofreading', 'proofreader', 'copyedit', 'copy-editing', 'copy editing', 'correct', 'corrections'],
  ['ghostwriter', 'ghostwriting', 'ghost writer', 'ghost writing', 'ghostwrite', 'ghostwritten', 'write my book', 'writer', 'writers'],
  ['cover', 'covers', 'cover design', 'jacket'],
  ['illustration', 'illustrations', 'illustrate', 'illustrator', 'illustrators', 'drawings', 'artwork'],
  ['format', 'formatting', 'layout', 'typesetting', 'typeset', 'interior design'],
  ['marketing', 'promote', 'promotion', 'promoting', 'advertising', 'ads', 'publicity', 'market'],
  ['trailer', 'video', 'book trailer'],
  ['website', 'web site', 'domain', 'hosting', 'webpage'],
  ['instalment', 'instalments', 'installment', 'installments', 'monthly payments', 'payment plan', 'finance', 'financing', 'split the payment'],
  ['consultation', 'consult', 'meeting', 'appointment'],
  ['refund', 'money back', 'cancel', 'cancellation'],
  ['person', 'human', 'agent', 'someone', 'representative', 'real person'],
  ['children', 'kids', 'child', 'picture book', 'kid'],
  ['cookbook', 'cook book', 'recipes', 'recipe'],
  ['photography', 'photo book', 'photos', 'photographs', 'photo', 'pictures'],
  ['script', 'screenplay', 'screenwriting', 'film', 'movie'],
  ['bestseller', 'best seller', 'best-seller', 'bestselling'],
];
