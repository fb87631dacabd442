export { ServicesPage as default } from '../services/ServicesPage';
