import { useId, useState, type ChangeEvent } from 'react';
import { css } from '@emotion/react';
import { imageUrl } from '@bookcraft/shared';
import { errorIdOf, FieldError } from '../ui/FieldError';
import { button, mutedText } from '../ui/styles';
import { IMAGE_ACCEPT, uploadChecked } from './checkedUpload';

const field = css`
  display: grid;
  gap: 0.3rem;
  img { max-width: 12rem; height: auto; border-radius: 6px; border: 1px solid #d6d3d1; }
`;

interface ImageFieldProps {
  label: string;
  /** The uploaded image's name, '' for none. */
  value: string;
  onChange: (name: string) => void;
  /** The server's refusal of this field, if any. */
  error?: string;
  /** A line under the label: what the image is for. */
  hint?: string;
  /** An optional image can be removed. */
  optional?: boolean;
}

/** A file input that uploads the chosen image at once and keeps its name; the image shows beside it. */
export function ImageField({ label, value, onChange, error, hint, optional = false }: ImageFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');
  const message = uploadError || error;
  const hintId = `${id}-hint`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError('');
    setUploading(true);
    const uploaded = await uploadChecked(file);
    setUploading(false);
    if ('problem' in uploaded) setUploadError(uploaded.problem);
    else onChange(uploaded.name);
  };

  const describedBy = [hint ? hintId : '', message ? errorIdOf(id) : ''].filter(Boolean).join(' ');
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} css={[mutedText, css`margin: 0;`]}>
          {hint}
        </p>
      )}
      <input id={id} type="file" accept={IMAGE_ACCEPT} onChange={upload} aria-invalid={message ? true : undefined} aria-describedby={describedBy || undefined} />
      <p role="status" css={[mutedText, css`margin: 0;`]}>
        {uploading ? 'Uploading…' : ''}
      </p>
      {value && <img src={imageUrl(value, 'Mobile480')} alt={`${label}: ${value}`} />}
      {value && optional && (
        <button type="button" css={[button, css`justify-self: start;`]} onClick={() => onChange('')}>
          Remove {label.toLowerCase()}
        </button>
      )}
      <FieldError fieldId={id} message={message} />
    </div>
  );
}
