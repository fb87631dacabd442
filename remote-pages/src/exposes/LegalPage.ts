export { LegalPage as default } from '../legal/LegalPage';
