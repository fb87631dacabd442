// The agent console page (/agent): a page of its own, not part of the public site.
import { createRoot } from 'react-dom/client';
import { AgentConsole } from './AgentConsole';

createRoot(document.getElementById('root')!).render(<AgentConsole />);
