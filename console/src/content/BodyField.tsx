import { useId, useRef, useState, type ChangeEvent } from 'react';
import { css } from '@emotion/react';
import { errorIdOf, FieldError, invalidProps } from '../ui/FieldError';
import { mutedText } from '../ui/styles';
import { IMAGE_ACCEPT, uploadChecked } from './checkedUpload';

const field = css`
  display: grid;
  gap: 0.3rem;
  textarea { min-height: 22rem; font-family: ui-monospace, monospace; font-size: 0.95rem; }
  .insert { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; align-items: end; padding: 0.5rem; border: 1px dashed #d6d3d1; border-radius: 6px; }
  .insert label { display: grid; gap: 0.2rem; font-weight: 600; }
`;

interface BodyFieldProps {
  /** 'Body' unless said ('Body (Markdown)'). */
  label?: string;
  value: string;
  onChange: (body: string) => void;
  error?: string;
}

/** "a cover photo.jpg" → "a cover photo": the alt text an image gets when none was written. */
const altFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');

/** The Markdown body, with an image uploader that puts `![alt](url)` where the cursor was. */
export function BodyField({ label = 'Body', value, onChange, error }: BodyFieldProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState('');
  const [uploadError, setUploadError] = useState('');

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Where the cursor was before the file chooser took the focus.
    const start = textarea.current?.selectionStart ?? value.length;
    const end = textarea.current?.selectionEnd ?? start;
    setUploadError('');
    setStatus('Uploading the image…');
    const image = await uploadChecked(file);
    if ('problem' in image) {
      setStatus('');
      setUploadError(image.problem);
      return;
    }
    const markdown = `![${(alt.trim() || altFromFileName(file.name)).replace(/[[\]]/g, '')}](${image.url})`;
    const current = textarea.current?.value ?? value;
    onChange(current.slice(0, start) + markdown + current.slice(end));
    setAlt('');
    setStatus('Image inserted in the body.');
    // Back to the body, the cursor after the image, to write on.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(start + markdown.length, start + markdown.length);
    });
  };

  const bodyId = `${id}-body`;
  return (
    <div css={field}>
      <label htmlFor={bodyId}>{label}</label>
      <p id={`${id}-hint`} css={[mutedText, css`margin: 0;`]}>
        Markdown: ## for a heading, [words](https://…) for a link, a blank line between paragraphs.
      </p>
      <textarea
        id={bodyId}
        ref={textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${id}-hint ${errorIdOf(bodyId)}` : `${id}-hint`}
        {...(error ? { 'aria-invalid': true } : {})}
      />
      <FieldError fieldId={bodyId} message={error} />
      <div className="insert">
        <label htmlFor={`${id}-alt`}>
          Image description
          <input id={`${id}-alt`} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} />
        </label>
        <label htmlFor={`${id}-image`}>
          Insert image
          <input id={`${id}-image`} type="file" accept={IMAGE_ACCEPT} onChange={insertImage} {...invalidProps(`${id}-image`, uploadError || undefined)} />
        </label>
        <p role="status" css={[mutedText, css`margin: 0;`]}>
          {status}
        </p>
        <FieldError fieldId={`${id}-image`} message={uploadError} />
      </div>
    </div>
  );
}
