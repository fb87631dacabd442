export { AboutPage as default } from '../pages/AboutPage';
