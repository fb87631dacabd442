export { HomePage as default } from '../home/HomePage';
