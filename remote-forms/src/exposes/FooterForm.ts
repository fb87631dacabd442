export { FooterForm as default } from '../familyB/LandingForms';
