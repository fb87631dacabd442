export { LandingForm as default } from '../familyB/LandingForms';
