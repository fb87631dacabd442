import { css } from '@emotion/react';
import { useLocation, useParams } from '@bookcraft/shared/router';
import { contactTopic, getRuntimeConfig, telHref, unbreakablePhone, type ContactTopic } from '@bookcraft/shared';
import { ConsultationOffer, ContactLinks, RemoteMount, type LandingFormProps } from '@bookcraft/shared/federation';
import { Steps } from '@bookcraft/shared/ui';
import { PageHero } from '../blocks/PageHero';
import { Section } from '../blocks/Section';
import { colors, container, section } from '../blocks/styles';
import { useSiteHead } from '../blocks/useSiteHead';
import { CONTACT } from '../content/contact';

const layout = css`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: 920px) { grid-template-columns: minmax(0, 1fr) 20rem; }
`;

const directLines = css`
  padding: 1.5rem;
  border-radius: 12px;
  background: ${colors.navy};
  color: ${colors.white};
  h2 { color: ${colors.white}; font-size: 1.4rem; margin: 0 0 0.5rem; }
  ul { padding: 0; margin: 1rem 0 0; list-style: none; }
  li + li { margin-top: 0.75rem; }
  a { color: ${colors.white}; font-weight: 700; font-size: 1.15rem; }
`;

/** "You are asking about Ghostwriting, premium package." */
function topicSentence({ service, plan }: ContactTopic): string {
  if (!service && !plan) return CONTACT.general;
  const subject = [service?.label, plan && `${plan} package`].filter(Boolean).join(', ');
  return `You are asking about ${service ? subject : `the ${subject}`}.`;
}

/** The family B form of the forms remote; the service preselected and, given a package, the package selector shown. */
function ContactForm({ service, plan }: ContactTopic) {
  const props: LandingFormProps = {
    formType: 'General',
    title: CONTACT.form.title,
    submitText: CONTACT.form.submitText,
    ...(service && { service: service.label }),
    ...(plan && { package: plan }),
  };
  return (
    <RemoteMount
      remote="forms"
      module="./LandingForm"
      props={props}
      loading={<div css={css`min-height: 52rem;`} aria-busy="true" />}
      fallback={() => (
        <div>
          <h2>{CONTACT.form.title}</h2>
          <ContactLinks />
        </div>
      )}
    />
  );
}

/** /contact/:service?/:package? (requirements §2.1): both parameters optional. */
export function ContactPage() {
  const { pathname } = useLocation();
  const { service, package: plan } = useParams();
  const topic = contactTopic(service, plan);
  const { phone, email } = getRuntimeConfig();
  useSiteHead(pathname);
  return (
    <>
      <PageHero title={CONTACT.title} lead={topicSentence(topic)} />
      <div css={[container, section, layout]}>
        {/* Keyed by topic: a new topic starts a fresh form with its own preselection. */}
        <ContactForm key={`${topic.service?.slug}/${topic.plan}`} {...topic} />
        <aside css={directLines} aria-labelledby="direct-lines-title">
          <h2 id="direct-lines-title">{CONTACT.directLines.title}</h2>
          <p>{CONTACT.directLines.text}</p>
          <ul>
            <li>
              Call <a href={telHref(phone)}>{unbreakablePhone(phone)}</a>
            </li>
            <li>
              E-mail <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
          {/* Also where a booking's mailed links lead: it shows that booking to change or cancel. */}
          <ConsultationOffer />
        </aside>
      </div>
      <Section title={CONTACT.next.title} tinted>
        <Steps steps={CONTACT.next.steps} label={CONTACT.next.title} />
      </Section>
    </>
  );
}
