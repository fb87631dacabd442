// Runs this remote alone (npm run dev -w @bookcraft/remote-forms): every form on one page.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@bookcraft/shared/router';
import { FORM_TYPES, formTitleFor, type FormType } from '@bookcraft/shared';
import { ToastHost } from '@bookcraft/shared/toasts';
import { HeroForm } from './familyA/HeroForm';
import { FooterForm, LandingForm } from './familyB/LandingForms';
import { FormPopup } from './popup/FormPopup';

function Gallery() {
  const [formType, setFormType] = useState<FormType>('General');
  const [popup, setPopup] = useState(false);
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24, fontFamily: 'system-ui' }}>
      <label>
        Form type{' '}
        <select value={formType} onChange={(event) => setFormType(event.target.value as FormType)}>
          {FORM_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={() => setPopup(true)}>
        Open the popup
      </button>
      <HeroForm key={formType} formType={formType} title={formTitleFor(formType)} />
      <LandingForm formType={formType} title="Landing form" />
      <FooterForm formType={formType} title="Footer form" />
      {popup && <FormPopup formType={formType} onClose={() => setPopup(false)} />}
      <ToastHost />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<RouterProvider router={createBrowserRouter([{ path: '*', element: <Gallery /> }])} />);
