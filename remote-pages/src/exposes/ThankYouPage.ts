export { ThankYouPage as default } from '../pages/ThankYouPage';
