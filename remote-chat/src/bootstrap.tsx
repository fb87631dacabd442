// Runs this remote alone (npm run dev -w @bookcraft/remote-chat): the widget on an empty page.
import { createRoot } from 'react-dom/client';
import { ChatWidget } from './widget/ChatWidget';

createRoot(document.getElementById('root')!).render(<ChatWidget />);
