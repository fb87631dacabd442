import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'forms',
  port: 3003,
  exposes: {
    './FormPopup': './src/exposes/FormPopup.ts',
    './HeroForm': './src/exposes/HeroForm.ts',
    './LandingForm': './src/exposes/LandingForm.ts',
    './FooterForm': './src/exposes/FooterForm.ts',
    './ConsultationPicker': './src/exposes/ConsultationPicker.ts',
  },
});
