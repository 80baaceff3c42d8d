import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { PATHS } from '../../lib/routes';

/** The page's own "Get Started" link (the specification points it at the software page). */
export function GetStartedLink({ label }: { label: string }) {
  return (
    <Link to={PATHS.inventory} className="button button-primary">
      {label} <FiArrowRight aria-hidden="true" focusable="false" />
    </Link>
  );
}
