import type { ServiceContent } from '../types';

export const scriptWriting: ServiceContent = {
  slug: 'ghostwriting/script-writing',
  eyebrow: 'Ghostwriting · Scripts',
  title: 'Script writing for screen and stage',
  lead: 'Screenplays, TV pilots, stage plays and adaptations of your book, written by screenwriters in the format producers, competitions and theaters expect.',
  offer: {
    title: 'From your story to a script people can produce',
    paragraphs: [
      'A script is a blueprint: everything the audience learns must be seen or heard. Our screenwriters turn your story, treatment or novel into scenes, action lines and dialogue that actors can play.',
      'You receive the script in industry-standard format, ready to submit to competitions, agents or producers, or to shoot yourself.',
    ],
    includes: [
      'A logline and one-page synopsis',
      'A beat sheet or treatment for your approval',
      'A first draft in industry-standard format',
      'Two rounds of revisions',
      'Adaptations of your own book or story',
    ],
  },
  process: {
    title: 'How your script is written',
    steps: [
      { title: 'Logline', text: 'The story in one sentence, so everyone knows what the script is about.' },
      { title: 'Treatment', text: 'Acts, turning points and main scenes in prose, for your approval.' },
      { title: 'First draft', text: 'The full script with scene headings, action and dialogue.' },
      { title: 'Revisions', text: 'Two rounds of revisions based on your notes.' },
      { title: 'Final script', text: 'A polished script in industry format, with a synopsis to send out.' },
    ],
  },
  faq: [
    { question: 'Which formats do you write?', answer: 'Feature films, short films, TV pilots and episodes, web series and stage plays.' },
    { question: 'Can you adapt my novel?', answer: 'Yes. We choose the storyline that carries the film, condense the cast and turn inner thoughts into scenes.' },
    { question: 'Do I own the script?', answer: 'Yes. You own the script and every right to it, and your name is the one on the title page.' },
    { question: 'Can you make a trailer for my book instead?', answer: 'Yes. Our video team produces book trailers; see the video trailer service.' },
  ],
  cta: {
    title: 'Put your story on screen',
    text: 'Send us your idea, treatment or book. We will suggest the right format and a fixed price.',
    button: 'Discuss My Script',
  },
  landing: { path: '/book-ghostwriting-services', label: 'See our ghostwriting packages' },
};
