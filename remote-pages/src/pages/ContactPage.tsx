import { useParams } from 'react-router-dom';
import { getRuntimeConfig, telHref } from '@bookcraft/shared';
import { InfoPage } from '../blocks/InfoPage';

const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** /contact/:service?/:package? (SPEC §2.1); both parameters optional. */
export function ContactPage() {
  const { service, package: plan } = useParams();
  const { phone, email } = getRuntimeConfig();
  const topic = service ? `You are asking about ${titleCase(service)}${plan ? `, ${plan} package` : ''}.` : 'Tell us about your book.';
  return (
    <InfoPage
      content={{
        head: { title: 'Contact Us', description: 'Talk to a Book Craft publishing consultant: call, e-mail or send us your details.' },
        title: 'Contact Us',
        lead: topic,
        sections: [],
      }}
    >
      <p>
        Call <a href={telHref(phone)}>{phone}</a> or write to <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </InfoPage>
  );
}
