import { button } from '../ui/styles';
import { TextField } from '../ui/TextField';
import type { VariantDraft } from './experimentDraft';
import { variantName } from './experimentWords';

const KEYWORD_HINT = 'You may write {keyword|fallback} once: the visitor\'s ad keyword (utm_term) takes its place, or the fallback when there is none. Example: Publish your {keyword|novel} with us.';

interface VariantFieldsProps {
  arm: number;
  variant: VariantDraft;
  onChange: (variant: VariantDraft) => void;
  /** The server's refusals, by field (`arms.1.headline`). */
  errors: Record<string, string>;
  /** Offered for the variants past the first two. */
  onRemove?: () => void;
}

/** One variant's hero copy and traffic share: variants 2–4 (variant 1, the control, is the page as it is: ControlFields). */
export function VariantFields({ arm, variant, onChange, errors, onRemove }: VariantFieldsProps) {
  const set = (field: keyof VariantDraft) => (value: string) => onChange({ ...variant, [field]: value });
  const error = (field: keyof VariantDraft) => errors[`arms.${arm}.${field}`];
  return (
    <fieldset data-variant={arm}>
      <legend>{variantName(arm)}</legend>
      <TextField label="Headline" value={variant.headline} onChange={set('headline')} error={error('headline')} hint={KEYWORD_HINT} />
      <TextField label="Subheadline" value={variant.subheadline} onChange={set('subheadline')} error={error('subheadline')} hint="Leave empty to keep the page's own subheadline." />
      <TextField label="Button text" value={variant.buttonText} onChange={set('buttonText')} error={error('buttonText')} />
      <TextField label="Image" value={variant.image} onChange={set('image')} error={error('image')} hint="An uploaded image's name; leave empty to keep the page's own image." />
      <TextField label="Traffic share" value={variant.weight} onChange={set('weight')} error={error('weight')} hint="1 to 100, relative to the other variants' shares." inputMode="numeric" />
      {onRemove && (
        <div>
          <button type="button" css={button} onClick={onRemove}>
            Remove {variantName(arm).toLowerCase()}
          </button>
        </div>
      )}
    </fieldset>
  );
}
