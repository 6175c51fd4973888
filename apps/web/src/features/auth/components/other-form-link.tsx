import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import styles from './auth-form.module.css';

type OtherFormLinkProps = { to: 'login' | 'signup'; question: string; link: string };

/** Under a form, the way to the other one: the card and where the visitor was going go along. */
export function OtherFormLink({ to, question, link }: OtherFormLinkProps) {
  const { character, state } = useAuthRedirect();
  return (
    <p className={styles.switch}>
      {question}{' '}
      <Link to={paths[to].getHref({ character })} state={{ from: state.from }}>
        {link}
      </Link>
    </p>
  );
}
