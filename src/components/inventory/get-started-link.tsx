import { Link } from 'gatsby';
import { FiArrowRight } from 'react-icons/fi';
import { PATHS } from '../../lib/routes';

/** The page's own "Get Started" link (the specification points it at the software page). */
export function GetStartedLink() {
  return (
    <Link to={PATHS.inventory} className="button button-primary">
      Get Started <FiArrowRight aria-hidden="true" focusable="false" />
    </Link>
  );
}
