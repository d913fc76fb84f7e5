import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../context/remote-props';
import { ContactChannels } from '../features/contact/components/contact-channels';
import { ContactLayout } from '../features/contact/components/contact-layout';
import { ContactThankYou } from '../features/contact/components/contact-thank-you';
import { FaqBanner } from '../features/contact/components/faq-banner';
import { PopularQuestions } from '../features/contact/components/popular-questions';
import { QuickActions } from '../features/contact/components/quick-actions';
import { contactPageMeta, isThankYouVisit } from '../features/contact/utils/contact-page-meta';
import { ContactFormDialog } from '../features/contact-form/components/contact-form-dialog';

/**
 * The contact page: the help centre first, what a customer can do alone, the questions asked most,
 * then the ways to reach customer care. Sent back here once a message is filed, it says thank you.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { bus, route } = useRemoteProps();

  useEffect(() => {
    bus.emit('page:meta', contactPageMeta(t));
  }, [bus, t]);

  return (
    <ContactLayout>
      {isThankYouVisit(route.search) ? <ContactThankYou /> : null}
      <FaqBanner />
      <QuickActions />
      <PopularQuestions />
      <ContactChannels messageAction={<ContactFormDialog />} />
    </ContactLayout>
  );
}
