export { ChatWidget as default } from '../widget/ChatWidget';
