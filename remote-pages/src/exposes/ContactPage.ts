export { ContactPage as default } from '../contact/ContactPage';
