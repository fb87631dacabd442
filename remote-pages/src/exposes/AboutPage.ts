export { AboutPage as default } from '../about/AboutPage';
