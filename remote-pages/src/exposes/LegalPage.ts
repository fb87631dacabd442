export { LegalPage as default } from '../pages/LegalPage';
