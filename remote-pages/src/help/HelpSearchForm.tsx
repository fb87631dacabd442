import type { FormEvent } from 'react';
import { css } from '@emotion/react';
import { HELP_QUESTION_MAX, helpQuestionOf } from '@bookcraft/shared';
import { useNavigate } from '@bookcraft/shared/router';
import { colors } from '@bookcraft/shared/theme';
import { primaryButton } from '../blocks/styles';
import { HELP } from '../content/help';

const form = css`
  max-width: 40rem;
  margin-top: 1.25rem;
  label { display: block; font-weight: 700; margin-bottom: 0.4rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  input {
    flex: 1 1 16rem;
    min-width: 0;
    padding: 0.8rem 0.9rem;
    border: 2px solid ${colors.border};
    border-radius: 6px;
    background: ${colors.white};
    color: ${colors.ink};
    font: inherit;
  }
`;

/**
 * The help center's search: a form that asks /help?q= by itself (a page painted without scripts searches
 * as well), which the running page turns into a move of its own router, with no page load.
 */
export function HelpSearchForm({ question, onSearch }: { question: string; onSearch: () => void }) {
  const navigate = useNavigate();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = helpQuestionOf(String(new FormData(event.currentTarget).get('q') ?? ''));
    onSearch();
    navigate(asked ? `/help?q=${encodeURIComponent(asked)}` : '/help');
  };
  return (
    <form method="get" action="/help" css={form} onSubmit={search}>
      <label htmlFor="help-question">{HELP.search.label}</label>
      <div>
        {/* Keyed on the question: going back to an earlier search shows its words. */}
        <input key={question} id="help-question" type="search" name="q" defaultValue={question} maxLength={HELP_QUESTION_MAX} />
        <button type="submit" css={primaryButton}>
          {HELP.search.button}
        </button>
      </div>
    </form>
  );
}
