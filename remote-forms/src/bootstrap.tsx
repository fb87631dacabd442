// Runs this remote alone (npm run dev -w @bookcraft/remote-forms): the popup, opened.
import { createRoot } from 'react-dom/client';
import { FormPopup } from './popup/FormPopup';

createRoot(document.getElementById('root')!).render(<FormPopup formType="General" onClose={() => undefined} />);
