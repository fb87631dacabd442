import { screen } from '@testing-library/react';
import { landingCopyPath, PRELOADED_ANSWERS_ELEMENT_ID, setRuntimeConfig } from '@bookcraft/shared';
import { AdLandingPage } from '../pages/AdLandingPage';
import { renderLanding, setWideScreen } from '../testing/renderLanding';

// The hero's copy (docs/experiments.md): the answer the server rendered the page with is in the page, so the first
// render shows the visitor's arm, with nothing asked and nothing swapped.

function answerInPage(path: string, copy: unknown) {
  const element = document.createElement('script');
  element.id = PRELOADED_ANSWERS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({ [path]: { status: 200, body: { copy } } });
  document.body.append(element);
}

beforeEach(() => {
  setWideScreen(true);
  setRuntimeConfig({});
  document.getElementById(PRELOADED_ANSWERS_ELEMENT_ID)?.remove();
});

describe('the hero of a landing page', () => {
  it("shows the arm's headline, lead, button and image from the page's answer on its first render", () => {
    answerInPage(landingCopyPath('/LP-GN-GAD', 'memoir'), { headline: 'Hire a memoir Ghostwriter', subheadline: 'Stories told well.', buttonText: 'Start Now', image: 'hero-editing' });
    renderLanding(<AdLandingPage group="GN" variant="GAD" />, '/LP-GN-GAD?utm_term=memoir');
    expect(screen.getByRole('heading', { level: 1, name: 'Hire a memoir Ghostwriter' })).toBeInTheDocument();
    expect(screen.getByText('Stories told well.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '#footer-form');
    expect(screen.queryByRole('heading', { name: 'Get 50% Off Your First Book Project' })).not.toBeInTheDocument();
  });

  it("keeps the page's own copy when the answer has none", () => {
    answerInPage(landingCopyPath('/LP-GN-GAD', null), null);
    renderLanding(<AdLandingPage group="GN" variant="GAD" />, '/LP-GN-GAD');
    expect(screen.getByRole('heading', { level: 1, name: 'Get 50% Off Your First Book Project' })).toBeInTheDocument();
  });
});
