import { blogPostAddress, blogPostKeyOf } from './routes';
import { postBodySchema } from './schemas/posts';

describe("a blog post's address", () => {
  it('is its slug, and its id for a post without a slug that can be one', () => {
    expect(blogPostAddress({ id: 7, slug: 'how-to-write-a-blurb' })).toBe('/blog/how-to-write-a-blurb');
    for (const slug of ['', null, '2024', 'Not A Slug']) expect(blogPostAddress({ id: 7, slug })).toBe('/blog/7');
  });

  it('is read back as the id or the slug it names; what names nothing is null', () => {
    expect(blogPostKeyOf('7')).toEqual({ id: 7 });
    expect(blogPostKeyOf('how-to-write')).toEqual({ slug: 'how-to-write' });
    for (const nothing of ['1234567890', '1.5', '-3', 'a_b', 'how--to', 'How-To-Write', '..', 'a'.repeat(101)]) expect(blogPostKeyOf(nothing)).toBeNull();
  });

  it("refuses a slug of digits alone in the editor's form: it would read as another post's id", () => {
    const fields = { title: 'The year in books', slug: '2024', excerpt: 'What we read.', body: '', image: 'hero-editing', author: 'Book Craft' };
    expect(postBodySchema.safeParse(fields).error?.issues.map((issue) => issue.message)).toEqual(['Use at least one letter: digits alone read as a post number.']);
    expect(postBodySchema.safeParse({ ...fields, slug: 'the-year-2024' }).success).toBe(true);
  });
});
