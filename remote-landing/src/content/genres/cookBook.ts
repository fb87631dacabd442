import { card } from '../shared';
import type { GenreContent } from '../layouts/genre';

export const cookBook: GenreContent = {
  head: { title: 'Cookbook Publishing Services', description: 'Cookbooks for cooks and chefs: recipe editing, food photography layouts and worldwide publishing.', image: '/images/hero-cook/Desktop720.webp' },
  formType: 'CookBook',
  title: 'Your Recipes, in a Cookbook People Cook From',
  subtitle: 'Tested recipe formats, mouth-watering layouts and publishing on 50+ platforms.',
  buttonText: 'Publish Your Cookbook',
  sellingPoints: ['Recipe editing and testing notes', 'Consistent measurements and units', 'Food photography layouts', 'Indexes readers can use', 'Print and eBook editions', '100% of your royalties'],
  image: { name: 'hero-cook', alt: 'A cookbook open beside a bowl of fresh herbs' },
  description: {
    title: 'From Family Recipes to a Published Cookbook',
    paragraphs: [
      'A good cookbook is a book people actually cook from: clear ingredient lists, consistent units, steps that work and photographs that make you hungry.',
      'Home cooks, chefs and restaurants trust us to turn their recipes into books that sit open on kitchen counters around the world.',
    ],
  },
  ctas: [{ title: 'Cook Up Your Book', text: 'Send us three recipes and get a free sample layout.', button: 'Get My Sample Layout' }],
  services: {
    title: 'Cookbook Services',
    intro: 'Everything between your kitchen and the bookstore.',
    cards: [
      card('pen', 'Recipe Editing', 'Clear and consistent', 'Ingredient lists, methods, timings and units checked and made consistent.'),
      card('layout', 'Cookbook Design', 'Made for kitchens', 'Layouts that are easy to follow with floury hands, with space for photographs.'),
      card('palette', 'Cover Design', 'Three concepts', 'A cover that makes readers hungry, in 1–4 weeks.'),
      card('book', 'Indexing', 'Find any recipe', 'Indexes by ingredient, course and occasion.', ['Breakfast', 'Soups', 'Salads', 'Mains', 'Sides', 'Desserts', 'Baking', 'Drinks']),
      card('globe', 'Publishing', 'Worldwide', 'Print and eBook editions in 100+ countries.'),
      card('megaphone', 'Marketing', 'Reach home cooks', 'Launches with food bloggers, social media and local events.'),
    ],
  },
  faq: [
    { question: 'Do I need professional photographs?', answer: 'They help, but they are not required; we can advise on styling or arrange a shoot.' },
    { question: 'Can you convert my measurements?', answer: 'Yes. We can give both US and metric units throughout.' },
    { question: 'How many recipes should a cookbook have?', answer: 'Most have between 50 and 120; we help you choose what makes the book strongest.' },
    { question: 'How long does it take?', answer: 'Usually eight to twelve weeks from manuscript to publication.' },
    { question: 'Do I keep my royalties?', answer: 'Yes, 100% of them, in every store.' },
  ],
};
