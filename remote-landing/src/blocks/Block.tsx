import type { FormType } from '@bookcraft/shared';
import type { LandingBlock } from '../content/types';
import { Bestsellers } from './Bestsellers';
import { CtaBlock, ListBlock, OfferBlock, StatsBlock, StepsBlock, TestimonialsBlock, TextBlock } from './copyBlocks';
import { Faq } from './Faq';
import { PricingTable } from './PricingTable';
import { Retailers } from './Retailers';
import { ServicesBlock } from './services/ServicesBlock';

/** Renders one block of a landing page's content. */
export function Block({ block, formType }: { block: LandingBlock; formType: FormType }) {
  switch (block.kind) {
    case 'text':
      return <TextBlock block={block} />;
    case 'cta':
      return <CtaBlock block={block} formType={formType} />;
    case 'list':
      return <ListBlock block={block} />;
    case 'steps':
      return <StepsBlock block={block} />;
    case 'stats':
      return <StatsBlock block={block} />;
    case 'cards':
      return <ServicesBlock title={block.title} intro={block.intro} cards={block.cards} />;
    case 'testimonials':
      return <TestimonialsBlock block={block} />;
    case 'offer':
      return <OfferBlock block={block} formType={formType} />;
    case 'pricing':
      return <PricingTable title={block.title} plans={block.plans} />;
    case 'retailers':
      return <Retailers title={block.title} />;
    case 'bestsellers':
      return <Bestsellers title={block.title} books={block.books} />;
    case 'faq':
      return <Faq title={block.title} items={block.items} />;
  }
}
