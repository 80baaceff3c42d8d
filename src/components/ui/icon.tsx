import { createContext, useContext } from 'react';
import type { IconType } from 'react-icons';
import { FaWhatsapp } from 'react-icons/fa';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
import {
  FiActivity, FiAlertCircle, FiAlertTriangle, FiArrowLeft, FiArrowRight, FiAward, FiBarChart2, FiBell, FiBox,
  FiBriefcase, FiCamera, FiCheck, FiCheckCircle, FiChevronDown, FiClipboard, FiClock, FiCloud, FiCode, FiCpu,
  FiCreditCard, FiDatabase, FiDollarSign, FiExternalLink, FiEye, FiFileText, FiGlobe, FiGrid, FiHash,
  FiHeadphones, FiHeart, FiLayers, FiLayout, FiLock, FiMail, FiMapPin, FiMenu, FiMessageCircle, FiMic, FiMonitor,
  FiPackage, FiPause, FiPenTool, FiPhone, FiPieChart, FiPlay, FiRadio, FiRefreshCw, FiSearch, FiSend, FiServer,
  FiSettings, FiShare2, FiShield, FiShoppingCart, FiSliders, FiSmartphone, FiStar, FiTag, FiTarget, FiThumbsUp,
  FiTrendingUp, FiTruck, FiUser, FiUserCheck, FiUsers, FiX, FiZap,
} from 'react-icons/fi';
import type { IconName } from '../../lib/icons';

/** The icons a data file may name (src/lib/icons.ts), each with its drawing. */
const DATA_ICONS: Record<IconName, IconType> = {
  activity: FiActivity, award: FiAward, 'bar-chart-2': FiBarChart2, bell: FiBell, box: FiBox,
  briefcase: FiBriefcase, camera: FiCamera, 'check-circle': FiCheckCircle, clipboard: FiClipboard,
  clock: FiClock, cloud: FiCloud, code: FiCode, cpu: FiCpu, 'credit-card': FiCreditCard,
  database: FiDatabase, 'dollar-sign': FiDollarSign, eye: FiEye, 'file-text': FiFileText, globe: FiGlobe,
  grid: FiGrid, hash: FiHash, headphones: FiHeadphones, heart: FiHeart, layers: FiLayers, layout: FiLayout,
  lock: FiLock, mail: FiMail, 'map-pin': FiMapPin, 'message-circle': FiMessageCircle, mic: FiMic,
  monitor: FiMonitor, package: FiPackage, 'pen-tool': FiPenTool, 'pie-chart': FiPieChart, radio: FiRadio,
  'refresh-cw': FiRefreshCw, search: FiSearch, send: FiSend, server: FiServer, settings: FiSettings,
  'share-2': FiShare2, shield: FiShield, 'shopping-cart': FiShoppingCart, sliders: FiSliders,
  smartphone: FiSmartphone, star: FiStar, tag: FiTag, target: FiTarget, 'thumbs-up': FiThumbsUp,
  'trending-up': FiTrendingUp, truck: FiTruck, 'user-check': FiUserCheck, users: FiUsers, zap: FiZap,
};

/** The icons the components themselves draw. */
const UI_ICONS = {
  'alert-circle': FiAlertCircle, 'alert-triangle': FiAlertTriangle, 'arrow-left': FiArrowLeft,
  'arrow-right': FiArrowRight, check: FiCheck, 'chevron-down': FiChevronDown, 'external-link': FiExternalLink,
  menu: FiMenu, pause: FiPause, phone: FiPhone, play: FiPlay, user: FiUser, x: FiX,
  facebook: FaFacebookF, instagram: FaInstagram, linkedin: FaLinkedinIn, 'x-twitter': FaXTwitter,
  whatsapp: FaWhatsapp,
} satisfies Record<string, IconType>;

const ICONS = new Map<string, IconType>(Object.entries({ ...DATA_ICONS, ...UI_ICONS }));

type UiIconName = keyof typeof UI_ICONS;

/** The id of an icon's drawing in the page's sprite. */
const iconId = (name: string) => `icon-${name}`;

/**
 * While the server renders a page, the names of the icons it shows (gatsby-ssr.tsx provides it,
 * then puts the page's IconSprite before its body). Null in the browser.
 */
export const IconsShown = createContext<Set<string> | null>(null);

/**
 * A decorative icon. Each distinct icon is drawn once per page, in the sprite at the start of the
 * body (IconSprite); every place that shows it is a `<use>` of that drawing. An icon the page's
 * sprite lacks (one shown only after the page has changed in the browser, or a page rendered
 * without a sprite) is drawn in full where it is.
 * A data file's name is checked by the data check; an unknown one falls back to the star.
 */
export function Icon({ name, className }: { name: IconName | UiIconName | (string & {}); className?: string }) {
  const shown = useContext(IconsShown);
  const known = ICONS.has(name) ? name : 'star';
  shown?.add(known);
  const inSprite = shown !== null || (typeof document !== 'undefined' && document.getElementById(iconId(known)) !== null);
  if (!inSprite) {
    const Drawing = ICONS.get(known) ?? FiStar;
    return <Drawing className={className} aria-hidden="true" focusable="false" />;
  }
  return (
    <svg className={className} width="1em" height="1em" aria-hidden="true" focusable="false">
      <use href={`#${iconId(known)}`} />
    </svg>
  );
}

/** The drawings of the icons a page shows, once each, hidden: its Icons `<use>` them. */
export function IconSprite({ names }: { names: Iterable<string> }) {
  return (
    <div hidden>
      <svg>
        {[...names].map((name) => {
          const Drawing = ICONS.get(name);
          if (!Drawing) throw new Error(`IconSprite: no icon named "${name}"`);
          return (
            <symbol key={name} id={iconId(name)}>
              <Drawing size="100%" />
            </symbol>
          );
        })}
      </svg>
    </div>
  );
}
