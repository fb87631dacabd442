export { ThankYouPage as default } from '../thankYou/ThankYouPage';
