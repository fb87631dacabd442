import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import type { HelpSuggestion } from '@bookcraft/shared/contracts';
import { secondaryButton } from './styles';

const card = css`
  align-self: stretch;
  padding: 0.6em 0.75em;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.white};
  h3 { margin: 0 0 0.4em; color: ${colors.muted}; font-size: 0.8em; font-weight: 600; }
  ul { display: flex; flex-direction: column; gap: 0.6em; margin: 0; padding: 0; list-style: none; }
  p { margin: 0.15em 0 0; }
  a { color: ${colors.accentDark}; font-weight: 600; }
`;

const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5em;
  margin-top: 0.75em;
  button { ${secondaryButton}; }
`;

export interface SuggestionChoices {
  onAnswered: () => void;
  onPerson: () => void;
}

interface Props {
  suggestions: HelpSuggestion[];
  /** The visitor's two answers, while they have not given one and no person has the conversation. */
  choices?: SuggestionChoices;
}

/**
 * The help center's answers to a visitor's question: its articles' own short answers, with a link to
 * each, said to be the help center's suggestions, never a person's words.
 */
export function SuggestedAnswers({ suggestions, choices: actions }: Props) {
  return (
    <li css={card} aria-label="Suggested answers from the help center">
      <h3>Suggested answers from the help center</h3>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={suggestion.slug}>
            <a href={suggestion.url}>{suggestion.title}</a>
            <p>{suggestion.shortAnswer}</p>
          </li>
        ))}
      </ul>
      {actions && (
        <div css={choices} role="group" aria-label="Did this answer your question?">
          <button type="button" onClick={actions.onAnswered}>
            That answers it
          </button>
          <button type="button" onClick={actions.onPerson}>
            Talk to a person
          </button>
        </div>
      )}
    </li>
  );
}
