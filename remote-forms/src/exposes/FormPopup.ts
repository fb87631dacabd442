export { FormPopup as default } from '../popup/FormPopup';
