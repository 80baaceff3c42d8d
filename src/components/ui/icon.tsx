import type { IconType } from 'react-icons';
import {
  FiActivity, FiAward, FiBarChart2, FiBell, FiBox, FiBriefcase, FiCamera, FiCheckCircle, FiClipboard, FiClock,
  FiCloud, FiCode, FiCpu, FiCreditCard, FiDatabase, FiDollarSign, FiEye, FiFileText, FiGlobe, FiGrid, FiHash,
  FiHeadphones, FiHeart, FiLayers, FiLayout, FiLock, FiMail, FiMapPin, FiMessageCircle, FiMic, FiMonitor,
  FiPackage, FiPenTool, FiPieChart, FiRadio, FiRefreshCw, FiSearch, FiSend, FiServer, FiSettings, FiShare2,
  FiShield, FiShoppingCart, FiSliders, FiSmartphone, FiStar, FiTag, FiTarget, FiThumbsUp, FiTrendingUp,
  FiTruck, FiUserCheck, FiUsers, FiZap,
} from 'react-icons/fi';
import type { IconName } from '../../lib/icons';

const ICONS: Record<IconName, IconType> = {
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

/** A decorative icon named in the data (the data check guarantees the name is known). */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Drawing = ICONS[name as IconName] ?? FiStar;
  return <Drawing className={className} aria-hidden="true" focusable="false" />;
}
