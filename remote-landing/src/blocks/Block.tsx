import type { FormType } from '@bookcraft/shared';
import { StaticHtml } from '@bookcraft/shared/federation';
import type { LandingBlock } from '../content/types';
import { Bestsellers } from './Bestsellers';
import { CtaBlock, ListBlock, OfferBlock, StatsBlock, StepsBlock, TestimonialsBlock, TextBlock } from './copyBlocks';
import { Faq } from './Faq';
import { PricingTable } from './PricingTable';
import { Retailers } from './Retailers';
import { ServicesBlock } from './services/ServicesBlock';

/** Renders one block of a landing page's content; a block nobody acts on is static markup, never hydrated (StaticHtml). */
export function Block({ block, formType }: { block: LandingBlock; formType: FormType }) {
  switch (block.kind) {
    case 'text':
      return <StaticHtml><TextBlock block={block} /></StaticHtml>;
    case 'cta':
      return <CtaBlock block={block} formType={formType} />;
    case 'list':
      return <StaticHtml><ListBlock block={block} /></StaticHtml>;
    case 'steps':
      return <StaticHtml><StepsBlock block={block} /></StaticHtml>;
    case 'stats':
      return <StaticHtml><StatsBlock block={block} /></StaticHtml>;
    case 'cards':
      return <ServicesBlock title={block.title} intro={block.intro} cards={block.cards} />;
    case 'testimonials':
      return <StaticHtml><TestimonialsBlock block={block} /></StaticHtml>;
    case 'offer':
      return <OfferBlock block={block} formType={formType} />;
    case 'pricing':
      return <PricingTable title={block.title} plans={block.plans} />;
    case 'retailers':
      return <StaticHtml><Retailers title={block.title} /></StaticHtml>;
    case 'bestsellers':
      return <Bestsellers title={block.title} books={block.books} />;
    case 'faq':
      return <Faq title={block.title} items={block.items} />;
  }
}
