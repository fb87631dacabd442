export { HeroForm as default } from '../familyA/HeroForm';
