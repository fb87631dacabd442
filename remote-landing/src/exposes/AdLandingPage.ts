export { AdLandingPage as default } from '../pages/AdLandingPage';
