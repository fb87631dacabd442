import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from './config';
import type { RemoteModules } from './remoteModules';

// The props half of the contract is checked by the type checker (RemoteMount's props, each exposes
// file's `satisfies`); this checks the names half: what each remote's webpack config exposes is
// exactly what the contract lists.
// Every module of the contract, each required by the type, so the list cannot fall behind it.
const CONTRACT_MODULES: { [R in keyof RemoteModules]: Record<keyof RemoteModules[R], true> } = {
  pages: { './HomePage': true, './AboutPage': true, './ServicesPage': true, './ServicePage': true, './BlogListPage': true, './BlogPostPage': true, './HelpPage': true, './HelpArticlePage': true, './ContactPage': true, './LegalPage': true, './ThankYouPage': true },
  landing: { './AdLandingPage': true, './ServiceLandingPage': true },
  forms: { './FormPopup': true, './HeroForm': true, './LandingForm': true, './FooterForm': true, './ConsultationPicker': true },
  chat: { './ChatWidget': true },
};

function exposedBy(remote: string): string[] {
  const config = readFileSync(path.resolve(__dirname, `../../../remote-${remote}/webpack.config.mjs`), 'utf8');
  return [...config.matchAll(/'(\.\/\w+)': '\.\/src\/exposes\/(\w+)\.ts'/g)].map(([, name, file]) => {
    expect(`./${file}`).toBe(name);
    return name!;
  });
}

describe('remote modules contract', () => {
  it.each(REMOTE_NAMES)('lists exactly what the %s remote exposes', (remote) => {
    expect(exposedBy(remote).sort()).toEqual(Object.keys(CONTRACT_MODULES[remote]).sort());
  });
});
