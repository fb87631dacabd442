export { ServicePage as default } from '../pages/ServicePage';
