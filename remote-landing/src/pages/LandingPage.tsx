import { usePageHead, withOffers } from '@bookcraft/shared';
import { Block } from '../blocks/Block';
import { FooterFormSection } from '../blocks/FooterFormSection';
import { Hero } from '../blocks/Hero';
import type { LandingPageContent } from '../content/types';

/** The one component behind every landing page: a hero, the page's blocks in order, and the footer form. */
export function LandingPage({ content }: { content: LandingPageContent }) {
  usePageHead({ ...content.head, title: withOffers(content.head.title), description: withOffers(content.head.description) });
  return (
    <>
      <Hero hero={content.hero} formType={content.formType} />
      {content.blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} formType={content.formType} />
      ))}
      <FooterFormSection footerForm={content.footerForm} formType={content.formType} visitWebsite={content.visitWebsite} />
    </>
  );
}
