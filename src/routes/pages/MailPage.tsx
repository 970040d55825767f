import { MailComingSoon } from '../../ui/auth/MailComingSoon';

/** `/mail` (accessToMail): the coming-soon notice of seed 000 section 2. */
export default function MailPage() {
  return <MailComingSoon />;
}
