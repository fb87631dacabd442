export { ServiceLandingPage as default } from '../pages/ServiceLandingPage';
