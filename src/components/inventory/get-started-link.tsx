import { Link } from 'gatsby';
import { PATHS } from '../../lib/routes';
import { Icon } from '../ui/icon';

/** The page's own "Get Started" link (the specification points it at the software page). */
export function GetStartedLink() {
  return (
    <Link to={PATHS.inventory} className="button button-primary">
      Get Started <Icon name="arrow-right" />
    </Link>
  );
}
