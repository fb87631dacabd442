import { css } from '@emotion/react';
import { formTitleFor, withOffers, type FormType } from '@bookcraft/shared';
import { Picture } from '@bookcraft/shared/ui';
import type { LandingHeroContent } from '../content/types';
import { actionLink } from './actions';
import { PickATime } from './PickATime';
import { RemoteForm } from './RemoteForm';
import { useLandingCopy } from './useLandingCopy';
import { button, colors, outlineButton } from './styles';

const hero = css`
  padding: 2.5rem 1.25rem 3rem;
  background: linear-gradient(135deg, ${colors.navy}, ${colors.navyLight});
  color: ${colors.white};
`;

const layout = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  max-width: 72rem;
  margin: 0 auto;
  @media (min-width: 920px) { grid-template-columns: minmax(0, 1fr) 26rem; }
  h1 { font-size: clamp(1.9rem, 5vw, 3rem); margin: 0 0 1rem; }
`;

const keyword = css`
  margin: 0 0 0.5rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-weight: 700;
  color: #fcd34d;
`;

const points = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.5rem 1.25rem;
  padding: 0;
  margin: 1.25rem 0;
  list-style: none;
  li::before { content: '✓'; color: #fcd34d; font-weight: 700; margin-right: 0.5rem; }
`;

const image = css`
  display: block;
  margin-top: 1.5rem;
  border-radius: 12px;
  aspect-ratio: 8 / 5;
  object-fit: cover;
`;

/** Its space kept, unseen: the copy is not known yet (a client-side navigation), and no other copy is shown first. */
const awaitingCopy = css`
  opacity: 0;
`;

/**
 * The first block of every landing page: headline, selling points, its call(s) to action, the hero image and, on most
 * pages, a form; beside it, "Pick a time" for the free consultation. An experiment's arm or an adopted variant replaces the headline, subheadline, button text and image.
 */
export function Hero({ hero: content, formType }: { hero: LandingHeroContent; formType: FormType }) {
  const copy = useLandingCopy();
  const chosen = copy === 'pending' ? null : copy;
  const heroImage = chosen?.image ? { ...content.image, name: chosen.image } : content.image;
  return (
    <section css={hero} aria-labelledby="landing-title">
      <div css={layout}>
        <div css={copy === 'pending' ? awaitingCopy : undefined} aria-busy={copy === 'pending' || undefined}>
          {content.keyword && <p css={keyword}>{withOffers(content.keyword)}</p>}
          <h1 id="landing-title">{chosen ? chosen.headline : withOffers(content.title)}</h1>
          <p css={css`font-size: 1.125rem; margin: 0;`}>{chosen?.subheadline || withOffers(content.subtitle)}</p>
          {content.tagline && <p css={css`font-weight: 700; font-size: 1.2rem;`}>{content.tagline}</p>}
          {content.sellingPoints && (
            <ul css={points} aria-label="Why authors choose us">
              {content.sellingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          <div css={css`display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem;`}>
            <a css={button} {...actionLink(content.button.action, formType)}>
              {chosen ? chosen.buttonText : content.button.text}
            </a>
            {content.secondaryButton && (
              <a css={outlineButton} {...actionLink(content.secondaryButton.action, formType)}>
                {content.secondaryButton.text}
              </a>
            )}
          </div>
          <Picture image={heroImage} width={720} height={450} priority fullWidth css={image} />
        </div>
        <div>
          {content.form && <RemoteForm module={content.form.module} formType={formType} title={formTitleFor(formType)} />}
          <PickATime formType={formType} />
        </div>
      </div>
    </section>
  );
}
