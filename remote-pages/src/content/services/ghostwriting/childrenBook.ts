import type { ServiceContent } from '../types';

export const childrenBook: ServiceContent = {
  slug: 'ghostwriting/children-book',
  eyebrow: "Ghostwriting · Children's books",
  title: "Children's books that get read again and again",
  lead: 'A bedtime story you made up, a lesson you want to pass on, a character your grandchildren love: we write it at the right length and reading level for the age you have in mind.',
  offer: {
    title: 'Written for young readers, and for the adults reading aloud',
    paragraphs: [
      "Children's books look simple and are hard to write. Every word counts, rhythm matters when the book is read aloud, and the text has to leave room for the pictures.",
      'Our writers know the conventions of each age group, from 32-page picture books to chapter books, and write the text with page breaks and illustration notes ready for the illustrator.',
    ],
    includes: [
      'Age group, reading level and word count agreed up front',
      'Text written with page breaks for picture books',
      'Illustration notes for every spread',
      'Two rounds of revisions',
      'Illustration and layout available from our design team',
    ],
  },
  process: {
    title: 'From idea to illustrated book',
    steps: [
      { title: 'Age and message', text: 'We agree on the reader, the message and the main character.' },
      { title: 'Story outline', text: 'The story in a few lines, with the moment children will wait for.' },
      { title: 'Text and page breaks', text: 'The full text, laid out page by page with illustration notes.' },
      { title: 'Revisions', text: 'Two rounds of revisions; reading it aloud is part of the test.' },
      { title: 'Illustration', text: 'If you wish, our illustrators bring the characters to life.' },
    ],
  },
  faq: [
    { question: 'Which age groups do you write for?', answer: 'Board books and picture books for the youngest, early readers for ages 5 to 8 and chapter books and middle grade for ages 8 to 12.' },
    { question: 'Can you illustrate the book too?', answer: 'Yes. Our illustrators work from the illustration notes, and you choose the style from sample sketches.' },
    { question: 'Should a picture book rhyme?', answer: 'Only if the rhyme is excellent. We will advise you honestly, and prose often works better for the story you want to tell.' },
    { question: 'Can the book teach something?', answer: 'Yes, and it works best when the lesson comes from the story rather than a lecture, so children want to hear it again.' },
  ],
  cta: {
    title: "Write your children's book",
    text: 'Tell us about the child you are writing for and the story you want to tell. We will send a plan and a fixed price.',
    button: "Start My Children's Book",
  },
  landing: { path: '/book-ghostwriting-services', label: 'See our ghostwriting packages' },
};
