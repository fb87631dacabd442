export { ServicePage as default } from '../services/ServicePage';
